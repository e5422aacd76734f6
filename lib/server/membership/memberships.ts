import "server-only";
import { and, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { memberships } from "@/lib/db/schema";
import { findPlan } from "@/lib/pricing/plans";

const DAY_MS = 24 * 60 * 60 * 1000;

export type MembershipSource = "order" | "alliance" | "school";

/**
 * A membership has lines that never mix: the **plan** line (paid orders and alliance
 * gifts, a plan with its live sessions) and the **school** line (a school code's access). A grant
 * extends only its own line, so joining a school never moves a paid plan's end, and buying a plan
 * during school access starts now.
 */
export type MembershipLineKind = "plan" | "school";

export const lineOfSource = (source: string): MembershipLineKind => (source === "school" ? "school" : "plan");

/** The sources of one line, for SQL filters. */
const sourcesOf = (kind: MembershipLineKind): MembershipSource[] => (kind === "school" ? ["school"] : ["order", "alliance"]);

export type MembershipLine = {
  kind: MembershipLineKind;
  plan: string;
  planName: string;
  /** When the line's last queued period ends (ISO). */
  endsAt: string;
  sessionsIncluded: number;
  /** The running period's id. */
  membershipId: number;
};

export type MembershipStatus = {
  active: boolean;
  /** The plan of the period running now (the paid plan first, else the school's), by slug. */
  plan: string | null;
  planName: string | null;
  /** When that line's last period ends (ISO), null when none. */
  endsAt: string | null;
  /** Live sessions the running period includes. */
  sessionsIncluded: number;
  /** Id of the running period (what bookings count against). */
  membershipId: number | null;
  /** Each line running now, the plan line first: where both apply, each is shown with its own end. */
  lines: MembershipLine[];
};

/**
 * Starts or extends a membership for one thing that grants it (an approved order, an alliance
 * benefit, a school code), exactly once: the row is keyed by (source, sourceRef) with a unique
 * index, so a replay or a concurrent call inserts nothing. A new period starts when the user's
 * latest period of the same line ends (extension) or now. Run it inside the transaction that
 * records the cause. Returns the new row's id, or null when that cause had already granted its period.
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
    .where(
      and(
        eq(memberships.userId, input.userId),
        gt(memberships.endsAt, now),
        inArray(memberships.source, sourcesOf(lineOfSource(input.source))),
      ),
    )
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

/** The user's membership right now: each line's running period and the end of its last queued one. */
export async function membershipStatus(userId: string, now: Date = new Date(), db?: Db): Promise<MembershipStatus> {
  const database = db ?? (await getDb());
  const rows = await database
    .select({
      id: memberships.id,
      planSlug: memberships.planSlug,
      source: memberships.source,
      sessionsIncluded: memberships.sessionsIncluded,
      startsAt: memberships.startsAt,
      endsAt: memberships.endsAt,
    })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, now)))
    .orderBy(memberships.startsAt);
  const lines: MembershipLine[] = [];
  for (const kind of ["plan", "school"] as const) {
    const own = rows.filter((r) => lineOfSource(r.source) === kind);
    const running = own.find((r) => r.startsAt.getTime() <= now.getTime());
    if (!running) continue;
    const last = own.reduce((a, b) => (b.endsAt > a.endsAt ? b : a));
    lines.push({
      kind,
      plan: running.planSlug,
      planName: findPlan(running.planSlug)?.name ?? running.planSlug,
      endsAt: last.endsAt.toISOString(),
      sessionsIncluded: running.sessionsIncluded,
      membershipId: running.id,
    });
  }
  const primary = lines[0];
  if (!primary) return { active: false, plan: null, planName: null, endsAt: null, sessionsIncluded: 0, membershipId: null, lines };
  return {
    active: true,
    plan: primary.plan,
    planName: primary.planName,
    endsAt: primary.endsAt,
    sessionsIncluded: primary.sessionsIncluded,
    membershipId: primary.membershipId,
    lines,
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
