import { ambassadorPatchSchema } from "@/lib/contracts/community";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { updateAmbassador } from "@/lib/server/admin/community";
import { handler } from "@/lib/server/handler/handler";

/** `PATCH {active}`: deactivates (or reactivates) an ambassador; their answers stay. */
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: ambassadorPatchSchema }, ({ user, params, body }) =>
  updateAmbassador(user, params.id, body),
);
