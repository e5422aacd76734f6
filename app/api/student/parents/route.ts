import { listLinkedParents } from "@/lib/server/family/parents";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/student/parents`: the parent accounts linked to the student. */
export const GET = handler({ auth: "required" }, ({ user }) => listLinkedParents(user));
