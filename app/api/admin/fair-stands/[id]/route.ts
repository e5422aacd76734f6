import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { standPatchSchema } from "@/lib/contracts/admin-fair";
import { deleteStand, getStand, updateStand } from "@/lib/server/admin/fair-stands";
import { handler } from "@/lib/server/handler/handler";

export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => getStand(user, params.id));
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: standPatchSchema }, ({ user, params, body }) =>
  updateStand(user, params.id, body),
);
/** Its conferences stay, without a stand. */
export const DELETE = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => deleteStand(user, params.id));
