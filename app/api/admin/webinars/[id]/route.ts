import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { webinarPatchSchema } from "@/lib/contracts/webinars";
import { getAdminWebinar, updateWebinar } from "@/lib/server/admin/webinars";
import { handler } from "@/lib/server/handler/handler";

export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => getAdminWebinar(user, params.id));
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: webinarPatchSchema }, ({ user, params, body }) =>
  updateWebinar(user, params.id, body),
);
