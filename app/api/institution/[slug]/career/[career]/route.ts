import { institutionCareerParamsSchema } from "@/lib/contracts/catalog";
import { getInstitutionCareer } from "@/lib/server/catalog/get-institution";
import { handler } from "@/lib/server/http/handler";

/** `GET /api/institution/{slug}/career/{career}`. */
export const GET = handler({ params: institutionCareerParamsSchema, auth: "optional" }, ({ params, user }) =>
  getInstitutionCareer(params.slug, params.career, user?.id),
);
