import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { fairPatchSchema } from "@/lib/contracts/admin-fair";
import { deleteFair, getFair, updateFair } from "@/lib/server/admin/fair";
import { handler } from "@/lib/server/handler/handler";

export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => getFair(user, params.id));
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: fairPatchSchema }, ({ user, params, body }) =>
  updateFair(user, params.id, body),
);
/** Refused (409) when students enrolled in one of its conferences. */
export const DELETE = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => deleteFair(user, params.id));
