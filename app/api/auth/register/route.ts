import { registerV1Schema } from "@/lib/contracts/auth";
import { registerV1 } from "@/lib/server/auth/register";
import { sessionResponse } from "@/lib/server/auth/respond";
import { crmLead } from "@/lib/server/catalogue/leads";
import { rateLimits } from "@/lib/server/rate-limits";
import { handler } from "@/lib/server/handler/handler";
import { logWarn } from "@/lib/server/log";

/**
 * `POST /api/auth/register` (v1 payload): creates the account, logs in and sends the CRM
 * notification (Rumbo's advisors get the new student as a contact, the same lead as
 * `POST /api/institution/notification/crm`). The account is made first; a CRM failure is
 * logged and does not undo the sign-up. The route composes the two because the catalogue
 * (leads) sits above auth in the domain order. Refused attempts count against the address.
 */
export const POST = handler({ body: registerV1Schema, failures: rateLimits.registerFailures }, async ({ body, client }) => {
  const user = await registerV1(body, client);
  await crmLead(user).catch((error: unknown) => logWarn("register: crm notification failed", { error: String(error) }));
  return sessionResponse(user, client.userAgent, 201);
});
