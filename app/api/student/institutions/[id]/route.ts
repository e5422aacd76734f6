import { savedInstitutionParamsSchema } from "@/lib/contracts/catalogue";
import { removeSavedInstitution, saveInstitution } from "@/lib/server/catalogue/saved-institutions";
import { handler } from "@/lib/server/handler/handler";

/** `PUT /api/student/institutions/{id}` saves one institution; `DELETE` removes it. */
export const PUT = handler({ params: savedInstitutionParamsSchema, auth: "required" }, ({ params, user }) =>
  saveInstitution(user.id, params.id),
);
export const DELETE = handler({ params: savedInstitutionParamsSchema, auth: "required" }, ({ params, user }) =>
  removeSavedInstitution(user.id, params.id),
);
