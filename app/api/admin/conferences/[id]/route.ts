import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { conferencePatchSchema } from "@/lib/contracts/admin-fair";
import { deleteConference, getConference, updateConference } from "@/lib/server/admin/fair-conferences";
import { handler } from "@/lib/server/handler/handler";

export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => getConference(user, params.id));
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: conferencePatchSchema }, ({ user, params, body }) =>
  updateConference(user, params.id, body),
);
/** 409 when students enrolled: a conference with enrolments is never deleted silently. */
export const DELETE = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => deleteConference(user, params.id));
