import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { adminInstitutionOfferings } from "@/lib/server/admin/catalogue";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/institutions/{id}/offerings`: its offerings with their figures and sources. */
export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) =>
  adminInstitutionOfferings(user, params.id),
);
