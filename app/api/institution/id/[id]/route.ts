import { institutionIdParamsSchema } from "@/lib/contracts/catalogue";
import { getInstitutionById } from "@/lib/server/catalogue/get-institution";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/institution/id/{id}` (the sponsor logo is fetched by id). */
export const GET = handler({ params: institutionIdParamsSchema, auth: "optional" }, ({ params, user }) =>
  getInstitutionById(params.id, user?.id),
);
