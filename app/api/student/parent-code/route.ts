import { createParentCode } from "@/lib/server/family/parents";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/student/parent-code` → 201 `{data:{code, expiresAt}}`: a one-time code for a parent (7 days). */
export const POST = handler({ auth: "required", status: 201 }, ({ user }) => createParentCode(user));
