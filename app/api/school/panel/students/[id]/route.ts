import { userIdParamsSchema } from "@/lib/contracts/family";
import { panelStudent } from "@/lib/server/family/school-panel";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/school/panel/students/{id}`: one consenting student with their result; 404 for anyone else. */
export const GET = handler({ auth: "required", params: userIdParamsSchema }, ({ user, params }) => panelStudent(user, params.id));
