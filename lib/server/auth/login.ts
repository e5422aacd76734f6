import "server-only";
import { authMessages, type LoginInput } from "@/lib/contracts/auth";
import type { SessionUser } from "@/lib/contracts/session";
import { unauthorized } from "../http/errors";
import { clientIp } from "../rate-limit";
import { loginAccountLimiter, loginIpLimiter } from "./limits";
import { verifyPassword } from "./password";
import { toSessionUser } from "./session-user";
import { findLoginUser } from "./users";

/**
 * Checks e-mail and password. Every attempt counts against the account (reset by a success)
 * and the IP before the password is checked, so a blocked account cannot be guessed further.
 * An unknown e-mail costs the same argon2 work as a wrong password.
 */
export async function authenticate(input: LoginInput, req: Request): Promise<SessionUser> {
  const email = input.user.trim().toLowerCase();
  await loginIpLimiter.consume(clientIp(req), authMessages.tooManyLogins);
  await loginAccountLimiter.consume(email, authMessages.tooManyLogins);
  const row = await findLoginUser(email);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) throw unauthorized(authMessages.loginFailed);
  await loginAccountLimiter.reset(email);
  const { passwordHash: _hash, ...columns } = row;
  return toSessionUser(columns);
}
