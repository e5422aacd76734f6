import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { adminInstitutionPatchSchema } from "@/lib/contracts/admin-catalogue";
import { adminGetInstitution, adminUpdateInstitution } from "@/lib/server/admin/catalogue";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/institutions/{id}`. */
export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => adminGetInstitution(user, params.id));

/** `PATCH /api/admin/institutions/{id}`: sentence, logo, web, contact, visibility (no DELETE: hide it instead). */
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: adminInstitutionPatchSchema }, ({ user, params, body }) =>
  adminUpdateInstitution(user, params.id, body),
);
