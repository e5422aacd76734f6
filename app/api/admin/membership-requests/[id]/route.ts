import { requestPatchSchema } from "@/lib/contracts/admin-sales";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { setRequestHandled } from "@/lib/server/admin/requests";
import { handler } from "@/lib/server/handler/handler";

/** `PATCH {handled}`: marks the request handled (or open again). */
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: requestPatchSchema }, ({ user, params, body }) =>
  setRequestHandled(user, params.id, body),
);
