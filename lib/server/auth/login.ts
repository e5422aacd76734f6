import "server-only";
import { authMessages, type LoginInput } from "@/lib/contracts/auth";
import type { SessionUser } from "@/lib/contracts/session";
import { forbidden, rateLimited, unauthorized } from "../http/errors";
import { LOGIN_ACCOUNT_CEILING, loginAccountLimiter, loginIpLimiter, loginKnownAddress, loginPairLimiter } from "./limits";
import { verifyPassword } from "./password";
import { toSessionUser } from "./session-user";
import { findLoginUser } from "./users";

/**
 * Checks e-mail and password under the limits of `limits.ts`: every attempt counts against the
 * client address and the (account, address) pair before the password is checked, so a blocked
 * pair cannot guess further; failures also count towards the account's ceiling, over which only
 * an address the owner logged in from before may try. An unknown e-mail costs the same argon2
 * work as a wrong password.
 */
export async function authenticate(input: LoginInput, ip: string): Promise<SessionUser> {
  const email = input.user.trim().toLowerCase();
  const pair = `${email}|${ip}`;
  await loginIpLimiter.consume(ip, authMessages.tooManyLogins);
  await loginPairLimiter.consume(pair, authMessages.tooManyLogins);
  if ((await loginAccountLimiter.count(email)) >= LOGIN_ACCOUNT_CEILING && (await loginKnownAddress.count(pair)) === 0) {
    throw rateLimited(15 * 60, authMessages.tooManyLogins);
  }
  const row = await findLoginUser(email);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) {
    await loginAccountLimiter.hit(email);
    throw unauthorized(authMessages.loginFailed);
  }
  await loginPairLimiter.reset(pair);
  await loginKnownAddress.hit(pair);
  // Said only to whoever knows the password: a deactivated account is not revealed to guessers.
  if (row.deactivatedAt) throw forbidden(authMessages.accountDeactivated);
  const { passwordHash: _hash, deactivatedAt: _deactivated, ...columns } = row;
  return toSessionUser(columns);
}
