import { advisorLoginSchema } from "@/lib/contracts/admin-advisors";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { setAdvisorLogin } from "@/lib/server/admin/advisors";
import { handler } from "@/lib/server/handler/handler";

/** `PUT /api/admin/advisors/{id}/login {email}`: links the advisor to an existing account ("" unlinks). */
export const PUT = handler({ auth: "admin", params: adminIdParamsSchema, body: advisorLoginSchema }, ({ user, params, body }) =>
  setAdvisorLogin(user, params.id, body),
);
