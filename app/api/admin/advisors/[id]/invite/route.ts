import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { advisorInviteSchema } from "@/lib/contracts/advisor-invitation";
import { inviteAdvisor } from "@/lib/server/admin/advisors";
import { dataResponse, handler } from "@/lib/server/handler/handler";

/**
 * `POST /api/admin/advisors/{id}/invite {email}` → 201: e-mails the advisor a one-time link that
 * opens (or links) her specialist account; 409 when she already has one or the address cannot be hers.
 */
export const POST = handler({ auth: "admin", params: adminIdParamsSchema, body: advisorInviteSchema }, async ({ user, params, body }) =>
  dataResponse(await inviteAdvisor(user, params.id, body), 201),
);
