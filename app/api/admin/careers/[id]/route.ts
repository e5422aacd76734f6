import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { adminCareerPatchSchema } from "@/lib/contracts/admin-catalogue";
import { adminGetCareer, adminUpdateCareer } from "@/lib/server/admin/catalogue";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/careers/{id}`. */
export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => adminGetCareer(user, params.id));

/** `PATCH /api/admin/careers/{id}`: description and the Spanish occupation title. */
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: adminCareerPatchSchema }, ({ user, params, body }) =>
  adminUpdateCareer(user, params.id, body),
);
