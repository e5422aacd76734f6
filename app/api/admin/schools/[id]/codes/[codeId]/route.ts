import { schoolCodeParamsSchema, schoolCodePatchSchema } from "@/lib/contracts/admin-schools";
import { setSchoolCodeActive } from "@/lib/server/admin/schools";
import { handler } from "@/lib/server/handler/handler";

/** `PATCH {active}`: deactivates a code (students who used it keep their membership). */
export const PATCH = handler({ auth: "admin", params: schoolCodeParamsSchema, body: schoolCodePatchSchema }, ({ user, params, body }) =>
  setSchoolCodeActive(user, params.id, params.codeId, body),
);
