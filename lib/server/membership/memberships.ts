import "server-only";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { memberships } from "@/lib/db/schema";
import { findPlan } from "@/lib/pricing/plans";

const DAY_MS = 24 * 60 * 60 * 1000;

export type MembershipSource = "order" | "alliance" | "school";

export type MembershipStatus = {
  active: boolean;
  /** The plan of the period running now (or the last one), by slug. */
  plan: string | null;
  planName: string | null;
  /** When the last running period ends (ISO), null when none. */
  endsAt: string | null;
  /** Live sessions the running period includes. */
  sessionsIncluded: number;
  /** Id of the running period (what bookings count against). */
  membershipId: number | null;
};

/**
 * Starts or extends a membership for one thing that grants it (an approved order, an alliance
 * benefit, a school code), exactly once: the row is keyed by (source, sourceRef) with a unique
 * index, so a replay or a concurrent call inserts nothing. A new period starts when the user's
 * latest period ends (extension) or now. Run it inside the transaction that records the cause.
 * Returns the new row's id, or null when that cause had already granted its period.
 */
export async function grantMembership(
  db: Db,
  input: { userId: string; planSlug: string; source: MembershipSource; sourceRef: string; days?: number; now?: Date },
): Promise<number | null> {
  const plan = findPlan(input.planSlug);
  if (!plan) throw new Error(`Unknown plan ${input.planSlug}`);
  const now = input.now ?? new Date();
  const days = input.days ?? plan.days;
  // Serialise grants per user so two causes confirmed together stack instead of overlapping.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${"membership:" + input.userId}))`);
  const [latest] = await db
    .select({ endsAt: memberships.endsAt })
    .from(memberships)
    .where(and(eq(memberships.userId, input.userId), gt(memberships.endsAt, now)))
    .orderBy(desc(memberships.endsAt))
    .limit(1);
  const startsAt = latest ? latest.endsAt : now;
  const endsAt = new Date(startsAt.getTime() + days * DAY_MS);
  const inserted = await db
    .insert(memberships)
    .values({
      userId: input.userId,
      planSlug: plan.slug,
      source: input.source,
      sourceRef: input.sourceRef,
      sessionsIncluded: plan.sessions,
      startsAt,
      endsAt,
    })
    .onConflictDoNothing({ target: [memberships.source, memberships.sourceRef] })
    .returning({ id: memberships.id });
  return inserted[0]?.id ?? null;
}

/** The user's membership right now: the running period and the end of the last queued one. */
export async function membershipStatus(userId: string, now: Date = new Date(), db?: Db): Promise<MembershipStatus> {
  const database = db ?? (await getDb());
  const rows = await database
    .select({
      id: memberships.id,
      planSlug: memberships.planSlug,
      sessionsIncluded: memberships.sessionsIncluded,
      startsAt: memberships.startsAt,
      endsAt: memberships.endsAt,
    })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, now)))
    .orderBy(memberships.startsAt);
  const running = rows.find((r) => r.startsAt.getTime() <= now.getTime()) ?? null;
  const last = rows.at(-1) ?? null;
  if (!running) return { active: false, plan: null, planName: null, endsAt: null, sessionsIncluded: 0, membershipId: null };
  return {
    active: true,
    plan: running.planSlug,
    planName: findPlan(running.planSlug)?.name ?? running.planSlug,
    endsAt: (last ?? running).endsAt.toISOString(),
    sessionsIncluded: running.sessionsIncluded,
    membershipId: running.id,
  };
}

/**
 * The same check as an SQL column of a query on `users` (the session user's `haveMembership`):
 * whether that row's user has a period running now. Qualified by hand: in a one-table select
 * Drizzle renders ${users.id} as a bare "id", which inside this subquery would mean
 * memberships.id (and fail).
 */
export const userHasActiveMembershipSql =
  sql<boolean>`exists (select 1 from memberships m where m.user_id = "users"."id" and m.starts_at <= now() and m.ends_at > now())`.mapWith(
    (v: unknown) => v === true || v === "t" || v === "true",
  );

/** Whether a membership period is running now (the cheap check). */
export async function hasActiveMembership(userId: string, now: Date = new Date(), db?: Db): Promise<boolean> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), lte(memberships.startsAt, now), gt(memberships.endsAt, now)))
    .limit(1);
  return Boolean(row);
}
