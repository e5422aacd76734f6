import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { adminAlliancePatchSchema } from "@/lib/contracts/admin-catalogue";
import { adminDeleteAlliance, adminGetAlliance, adminUpdateAlliance } from "@/lib/server/admin/alliances";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/alliances/{id}`. */
export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => adminGetAlliance(user, params.id));

/** `PATCH /api/admin/alliances/{id}`. */
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: adminAlliancePatchSchema }, ({ user, params, body }) =>
  adminUpdateAlliance(user, params.id, body),
);

/** `DELETE /api/admin/alliances/{id}`: only without members (409 otherwise: deactivate it). */
export const DELETE = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => adminDeleteAlliance(user, params.id));
