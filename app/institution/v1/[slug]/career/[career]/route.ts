import { institutionCareerParamsSchema } from "@/lib/contracts/catalogue";
import { getInstitutionCareer } from "@/lib/server/catalogue/get-institution";
import { handler } from "@/lib/server/handler/handler";

/** Legacy `GET /institution/v1/{slug}/career/{career}`: same answer as the /api one. */
export const GET = handler({ params: institutionCareerParamsSchema }, ({ params }) => getInstitutionCareer(params.slug, params.career));
