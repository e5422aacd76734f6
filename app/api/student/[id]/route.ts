import { studentIdParamsSchema } from "@/lib/contracts/auth";
import { getStudentProfile } from "@/lib/server/auth/profile";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/student/{id}`: the owner or an admin only. */
export const GET = handler({ auth: "required", params: studentIdParamsSchema }, ({ params, user }) => getStudentProfile(params.id, user));
