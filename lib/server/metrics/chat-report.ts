import "server-only";
import { sql } from "drizzle-orm";
import type { MetricsQuery } from "@/lib/contracts/metrics";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { requireAdmin } from "../access";
import { addDays, limaDayStart } from "@/lib/utils/lima-time";

export type ChatMetrics = {
  conversationsStarted: number;
  studentMessages: number;
  specialistMessages: number;
  /** People who wrote at least one message as a student. */
  studentsWriting: number;
  replies: number;
  /** Minutes from the first message of a student's turn to the specialist's reply: median and 90th percentile. */
  replyMedianMinutes: number | null;
  replyP90Minutes: number | null;
};

/**
 * The chat's events in `/admin/metricas`: `chat_conversation_started`, `chat_message`
 * (`role`) and `chat_reply` (`reply_seconds`), from the raw events of the range (the reply times
 * are not kept in the daily summaries, so they cover the retention window only).
 */
export async function getChatMetrics(viewer: SessionUser | null, q: MetricsQuery): Promise<ChatMetrics> {
  requireAdmin(viewer);
  const from = limaDayStart(q.from).toISOString();
  const to = limaDayStart(addDays(q.to, 1)).toISOString();
  const db = await getDb();
  const result = await db.execute<Record<string, string | number | null>>(sql`
    select
      count(*) filter (where name = 'chat_conversation_started')::int as started,
      count(*) filter (where name = 'chat_message' and props->>'role' = 'student')::int as student_messages,
      count(*) filter (where name = 'chat_message' and props->>'role' = 'advisor')::int as specialist_messages,
      count(distinct user_id) filter (where name = 'chat_message' and props->>'role' = 'student')::int as students_writing,
      count(*) filter (where name = 'chat_reply')::int as replies,
      percentile_cont(0.5) within group (order by (props->>'reply_seconds')::numeric) filter (where name = 'chat_reply') as p50,
      percentile_cont(0.9) within group (order by (props->>'reply_seconds')::numeric) filter (where name = 'chat_reply') as p90
    from metric_events
    where type = 'server' and name in ('chat_conversation_started', 'chat_message', 'chat_reply')
      and occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz`);
  const r = result.rows[0] ?? {};
  const minutes = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) / 60));
  return {
    conversationsStarted: Number(r.started ?? 0),
    studentMessages: Number(r.student_messages ?? 0),
    specialistMessages: Number(r.specialist_messages ?? 0),
    studentsWriting: Number(r.students_writing ?? 0),
    replies: Number(r.replies ?? 0),
    replyMedianMinutes: minutes(r.p50),
    replyP90Minutes: minutes(r.p90),
  };
}
