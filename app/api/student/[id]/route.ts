import { studentIdParamsSchema } from "@/lib/contracts/auth";
import { getStudentProfile } from "@/lib/server/auth/profile";
import { handler } from "@/lib/server/http/handler";

/** `GET /api/student/{id}`: the owner or an admin only. */
export const GET = handler({ auth: "required", params: studentIdParamsSchema }, ({ params, user }) => getStudentProfile(params.id, user));
