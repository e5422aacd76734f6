import { emailConfirmSchema } from "@/lib/contracts/auth";
import { confirmEmail } from "@/lib/server/auth/email-verification";
import { clearSessionCookies } from "@/lib/server/auth/session-cookies";
import { dataResponse, handler } from "@/lib/server/handler/handler";

/**
 * `POST /api/auth/email/confirm` {token}: uses an e-mail verification link (sign-up or change of
 * address). A change of address ends every session of the account, this browser's included.
 */
export const POST = handler({ body: emailConfirmSchema }, async ({ body }) => {
  const result = await confirmEmail(body.token);
  const response = dataResponse(result);
  if (result.changed) clearSessionCookies(response);
  return response;
});
