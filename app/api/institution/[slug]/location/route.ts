import { institutionSlugParamsSchema } from "@/lib/contracts/catalog";
import { getInstitutionLocation } from "@/lib/server/catalog/get-institution";
import { handler } from "@/lib/server/http/handler";

/** `GET /api/institution/{slug}/location`. */
export const GET = handler({ params: institutionSlugParamsSchema }, ({ params }) => getInstitutionLocation(params.slug));
