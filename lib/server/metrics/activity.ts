import "server-only";
import { sql } from "drizzle-orm";
import type { MetricsQuery } from "@/lib/contracts/metrics";
import type { ServerEventName } from "@/lib/contracts/metrics";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { requireAdmin } from "../access";
import { addDays, limaDayStart } from "@/lib/utils/lima-time";

/** The server facts of webinars and the community that `/admin/metricas` counts, in this order. */
export const ACTIVITY_EVENTS = [
  "webinar_enrolled",
  "webinar_attended",
  "community_question_asked",
  "community_answer_posted",
] as const satisfies readonly ServerEventName[];
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

export type ActivityRow = { name: ActivityEvent; events: number; people: number };
export type ActivityReport = {
  rows: ActivityRow[];
  /** Of the enrolments in the range, how many people joined (attendance / enrolments), 0–1, or null without enrolments. */
  attendanceRate: number | null;
  /** Average hours from a question's publication to an answer posted in the range, or null. */
  hoursToAnswer: number | null;
};

/**
 * Webinar enrolment and attendance, questions asked and answered in the range (Lima days, both
 * included): events and distinct accounts per fact, the attendance rate and the answer time.
 */
export async function getActivityReport(viewer: SessionUser | null, q: Pick<MetricsQuery, "from" | "to">): Promise<ActivityReport> {
  requireAdmin(viewer);
  const from = limaDayStart(q.from).toISOString();
  const to = limaDayStart(addDays(q.to, 1)).toISOString();
  const db = await getDb();
  const names = sql.join(
    ACTIVITY_EVENTS.map((n) => sql`${n}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select name, count(*)::int as events, count(distinct user_id)::int as people,
      avg(nullif(props->>'hours_to_answer', '')::numeric) filter (where name = 'community_answer_posted') as hours
    from metric_events
    where type = 'server' and name in (${names})
      and occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz
    group by name`)) as unknown as { rows: { name: ActivityEvent; events: number; people: number; hours: string | null }[] };
  const byName = new Map(result.rows.map((r) => [r.name, r]));
  const rows = ACTIVITY_EVENTS.map((name) => ({
    name,
    events: Number(byName.get(name)?.events ?? 0),
    people: Number(byName.get(name)?.people ?? 0),
  }));
  const enrolled = rows[0].events;
  const hours = byName.get("community_answer_posted")?.hours;
  return {
    rows,
    attendanceRate: enrolled ? rows[1].events / enrolled : null,
    hoursToAnswer: hours === null || hours === undefined ? null : Math.round(Number(hours) * 10) / 10,
  };
}
