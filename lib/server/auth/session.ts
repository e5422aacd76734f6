import "server-only";
import { and, eq, gt, isNull, lt, type SQL } from "drizzle-orm";
import { cookies } from "next/headers";
import { cookieNames, cookieMaxAge } from "@/lib/config/cookies";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb, getKeptReadsDb } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import { sessionUserColumns, toSessionUser } from "./session-user";
import { hashToken, newToken } from "./tokens";

/** Sessions live 60 days, sliding (the spec's "session 2 months"). */
export const SESSION_TTL_MS = cookieMaxAge.session * 1000;
/** Sliding expiry is written at most once a day per session, not on every request. */
export const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The session row `id` (a token's hash) on `sessions` joined with its `users`, its account not deactivated. */
function knownSession(id: string): SQL {
  return and(eq(sessions.id, id), isNull(users.deactivatedAt))!;
}

/**
 * When the session row `id` is live at `now`: known, its account not deactivated, not expired. The
 * one rule of `resolveSession` (which checks the expiry after its kept lookup), shared with queries
 * that validate a session along with what they read (the result page's version).
 */
export function liveSession(id: string, now: Date): SQL {
  return and(knownSession(id), gt(sessions.expiresAt, now))!;
}

/** `extended`: this request slid the expiry; the cookies are re-issued with the new `expiresAt`. */
export type ResolvedSession = { sessionId: string; user: SessionUser; expiresAt: Date; extended: boolean };

/** Issues a new opaque token; the database keeps only its SHA-256. */
export async function createSession(userId: string, userAgent?: string | null): Promise<{ token: string; expiresAt: Date }> {
  const db = await getDb();
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
  return { token, expiresAt };
}

/** The user behind a token, or null when it is unknown or expired. Slides the expiry. */
export async function resolveSession(token: string | null | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const now = new Date();
  // Every signed-in request asks this: on the embedded database the answer is kept up to 10 s by the
  // process that owns it, while nothing written could have changed it (lib/db/read-cache.mjs), so
  // the lookup names no time and the expiry is checked here (liveSession's rule, in two steps). A
  // membership that ends on its own (no write) shows as ended within those 10 s.
  const kept = await getKeptReadsDb();
  const [row] = await kept
    .select({ ...sessionUserColumns, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(knownSession(id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  const db = await getDb();
  let expiresAt = row.expiresAt;
  let extended = false;
  if (now.getTime() - row.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
    extended = true;
  }
  return { sessionId: row.sessionId, user: toSessionUser(row), expiresAt, extended };
}

export async function revokeSession(token: string): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Password reset revokes every session of the user. */
export async function revokeAllSessions(userId: string): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes the sessions expired before `now` (the scheduled job, session-cleanup.ts); returns how many. */
export async function deleteExpiredSessions(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}

/** For server components: the logged-in user from the session cookie, or null. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const store = await cookies();
  const session = await resolveSession(store.get(cookieNames.session)?.value);
  return session?.user ?? null;
}
