import { savedInstitutionsBodySchema } from "@/lib/contracts/catalogue";
import { listSavedInstitutions, saveInstitutions } from "@/lib/server/catalogue/saved-institutions";
import { handler } from "@/lib/server/handler/handler";

/** The student's saved institutions (the university modal's list). */
export const GET = handler({ auth: "required" }, ({ user }) => listSavedInstitutions(user.id));

/** Adds institutions to the list: `{ institutionIds: number[] }`. */
export const POST = handler({ body: savedInstitutionsBodySchema, auth: "required" }, ({ body, user }) =>
  saveInstitutions(user.id, body.institutionIds),
);
