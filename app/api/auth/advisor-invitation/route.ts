import { advisorInvitationAcceptSchema, advisorInvitationQuerySchema } from "@/lib/contracts/advisor-invitation";
import { acceptAdvisorInvitation, checkAdvisorInvitation } from "@/lib/server/auth/advisor-invitation";
import { sessionResponse } from "@/lib/server/auth/respond";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/auth/advisor-invitation?token=`: whether a specialist's invitation still works. */
export const GET = handler({ query: advisorInvitationQuerySchema }, ({ query, client }) => checkAdvisorInvitation(query.token, client.ip));

/** `POST /api/auth/advisor-invitation {token, password}`: accepts it and signs the specialist in (session cookies). */
export const POST = handler({ body: advisorInvitationAcceptSchema }, async ({ body, client }) => {
  const user = await acceptAdvisorInvitation(body.token, body.password, client.ip);
  return sessionResponse(user, client.userAgent, 200, { accepted: true });
});
