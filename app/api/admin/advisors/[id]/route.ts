import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { advisorPatchSchema } from "@/lib/contracts/admin-advisors";
import { getAdvisor, updateAdvisor } from "@/lib/server/admin/advisors";
import { handler } from "@/lib/server/handler/handler";

export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => getAdvisor(user, params.id));
/** Advisors are not deleted (their sessions refer to them): `{active:false}` takes them off the booking page. */
export const PATCH = handler({ auth: "admin", params: adminIdParamsSchema, body: advisorPatchSchema }, ({ user, params, body }) =>
  updateAdvisor(user, params.id, body),
);
