import { linkChildSchema } from "@/lib/contracts/family";
import { linkChild, listChildren } from "@/lib/server/family/parents";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/parent/children` → `{data:{items:[{id, name, progress, …}]}}`. */
export const GET = handler({ auth: "required" }, ({ user }) => listChildren(user));

/** `POST /api/parent/children` {code} → 201 with the linked child; unknown or expired code 400, used code 409. */
export const POST = handler({ auth: "required", body: linkChildSchema, status: 201 }, ({ user, body }) => linkChild(user, body.code));
