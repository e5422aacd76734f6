import { institutionSlugParamsSchema } from "@/lib/contracts/catalogue";
import { getInstitution } from "@/lib/server/catalogue/get-institution";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/institution/{slug}`: the profile. */
export const GET = handler({ params: institutionSlugParamsSchema, auth: "optional" }, ({ params, user }) =>
  getInstitution(params.slug, user?.id),
);
