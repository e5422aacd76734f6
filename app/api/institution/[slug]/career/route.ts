import { institutionSlugParamsSchema } from "@/lib/contracts/catalogue";
import { getInstitutionOfferings } from "@/lib/server/catalogue/get-institution";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/institution/{slug}/career`: its careers with figures and their sources. */
export const GET = handler({ params: institutionSlugParamsSchema }, ({ params }) => getInstitutionOfferings(params.slug));
