import { institutionCareerParamsSchema } from "@/lib/contracts/catalogue";
import { getInstitutionCareer } from "@/lib/server/catalogue/get-institution";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/institution/{slug}/career/{career}`. */
export const GET = handler({ params: institutionCareerParamsSchema, auth: "optional" }, ({ params, user }) =>
  getInstitutionCareer(params.slug, params.career, user?.id),
);
