import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { adminOfferingPatchSchema } from "@/lib/contracts/admin-catalogue";
import { adminGetOffering, adminUpdateOffering } from "@/lib/server/admin/catalogue";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/offerings/{id}`. */
export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => adminGetOffering(user, params.id));

/** `PATCH /api/admin/offerings/{id}`: cost, duration, admission rate, income — each with its source and year. */
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: adminOfferingPatchSchema }, ({ user, params, body }) =>
  adminUpdateOffering(user, params.id, body),
);
