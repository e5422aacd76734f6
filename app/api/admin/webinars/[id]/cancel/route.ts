import { webinarCancelSchema } from "@/lib/contracts/webinars";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { cancelWebinar } from "@/lib/server/admin/webinars";
import { handler } from "@/lib/server/handler/handler";

/** `POST {reason}`: cancels the webinar and tells every enrolled person by e-mail; 409 when already cancelled. */
export const POST = handler({ auth: "admin", params: adminIdParamsSchema, body: webinarCancelSchema }, ({ user, params, body }) =>
  cancelWebinar(user, params.id, body),
);
