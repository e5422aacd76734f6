import { userIdParamsSchema } from "@/lib/contracts/family";
import { removeLinkedParent } from "@/lib/server/family/parents";
import { handler } from "@/lib/server/handler/handler";

/** `DELETE /api/student/parents/{id}`: the student removes a linked parent; the parent loses access at once. */
export const DELETE = handler({ auth: "required", params: userIdParamsSchema }, ({ user, params }) => removeLinkedParent(user, params.id));
