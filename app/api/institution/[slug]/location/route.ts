import { institutionSlugParamsSchema } from "@/lib/contracts/catalogue";
import { getInstitutionLocation } from "@/lib/server/catalogue/get-institution";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/institution/{slug}/location`. */
export const GET = handler({ params: institutionSlugParamsSchema }, ({ params }) => getInstitutionLocation(params.slug));
