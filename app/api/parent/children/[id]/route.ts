import { userIdParamsSchema } from "@/lib/contracts/family";
import { childDetail } from "@/lib/server/family/parents";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/parent/children/{id}`: a linked child's progress, result and shortlist with costs; 404 when not linked. */
export const GET = handler({ auth: "required", params: userIdParamsSchema }, ({ user, params }) => childDetail(user, params.id));
