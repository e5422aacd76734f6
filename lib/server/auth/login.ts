import "server-only";
import { authMessages, type LoginInput } from "@/lib/contracts/auth";
import type { SessionUser } from "@/lib/contracts/session";
import { forbidden, rateLimited, unauthorized } from "../http/errors";
import { rateLimits } from "../rate-limits";
import { verifyPassword } from "./password";
import { toSessionUser } from "./session-user";
import { findLoginUser } from "./users";

/**
 * Checks e-mail and password under the log-in limits of the rate-limit table (lib/server/rate-limits.ts): every attempt counts against the
 * client address and the (account, address) pair before the password is checked, so a blocked
 * pair cannot guess further; failures also count towards the account's ceiling, over which only
 * an address the owner logged in from before may try. An unknown e-mail costs the same argon2
 * work as a wrong password.
 */
export async function authenticate(input: LoginInput, ip: string): Promise<SessionUser> {
  const email = input.user.trim().toLowerCase();
  const pair = `${email}|${ip}`;
  await rateLimits.loginIp.consume(ip);
  await rateLimits.loginPair.consume(pair);
  if ((await rateLimits.loginAccount.count(email)) >= rateLimits.loginAccount.points && (await rateLimits.loginKnown.count(pair)) === 0) {
    throw rateLimited(15 * 60, authMessages.tooManyLogins);
  }
  const row = await findLoginUser(email);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) {
    await rateLimits.loginAccount.hit(email);
    throw unauthorized(authMessages.loginFailed);
  }
  await rateLimits.loginPair.reset(pair);
  await rateLimits.loginKnown.hit(pair);
  // Said only to whoever knows the password: a deactivated account is not revealed to guessers.
  if (row.deactivatedAt) throw forbidden(authMessages.accountDeactivated);
  const { passwordHash: _hash, deactivatedAt: _deactivated, ...columns } = row;
  return toSessionUser(columns);
}
