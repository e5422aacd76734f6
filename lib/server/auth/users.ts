import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { sessionUserColumns, toSessionUser } from "./session-user";

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** The user with this e-mail (case-insensitive) plus its password hash, for log-in only. */
export async function findLoginUser(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  return row ?? null;
}

export async function emailExists(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  return Boolean(row);
}

export async function loadSessionUser(id: string): Promise<SessionUser | null> {
  const db = await getDb();
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toSessionUser(row) : null;
}

/** An admin deactivated this account: it can no longer log in, by password or a social identity. */
export async function isDeactivated(id: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.deactivatedAt)))
    .limit(1);
  return Boolean(row);
}

/** Postgres unique violation on users_email_idx (two registrations racing for one e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === "23505") return true;
  }
  return false;
}
