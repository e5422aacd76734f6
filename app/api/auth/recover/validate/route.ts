import { recoverValidateSchema } from "@/lib/contracts/auth";
import { resetPassword } from "@/lib/server/auth/recover";
import { sessionResponse } from "@/lib/server/auth/respond";
import { handler } from "@/lib/server/handler/handler";

/**
 * `PUT /api/auth/recover/validate` {password, token}: new password; every session of the user ends.
 * An invitation's link activates the counsellor's account and signs her in (session cookies).
 */
export const PUT = handler({ body: recoverValidateSchema }, async ({ body, client }) => {
  const { user, activated } = await resetPassword(body.token, body.password, client.ip);
  return user ? sessionResponse(user, client.userAgent, 200, { changed: true, activated }) : { changed: true as const, activated };
});
