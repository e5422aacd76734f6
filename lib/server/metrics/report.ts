import "server-only";
import { csvDocument } from "../csv";
import { sql, type SQL } from "drizzle-orm";
import { funnelStepNames, type FunnelStepName, type MetricsQuery } from "@/lib/contracts/metrics";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { requireAdmin } from "../access";
import { addDays, daysBetween, limaDayStart } from "@/lib/utils/lima-time";

/** Which events make each step of the funnel. */
const stepCondition: Record<FunnelStepName, SQL> = {
  visit: sql`type = 'page_change'`,
  register: sql`type = 'server' and name = 'register'`,
  test_started: sql`name = 'test_started'`,
  test_finished: sql`name = 'test_finished'`,
  pricing_viewed: sql`name = 'pricing_viewed'`,
  payment_started: sql`name in ('payment', 'payment_modal_opened', 'payment_pending', 'payment_started')`,
  payment_approved: sql`type = 'server' and name = 'order_approved'`,
};

export const SQL_LIMA_DAY = sql.raw(`((occurred_at at time zone 'UTC') - interval '5 hours')::date`);

/**
 * The events of the range with `who`: the person they belong to. A visitor is linked to a user
 * when any event (at any time) carries both, so a visit before registering and the steps after it
 * count as one person. Events with neither (Sec-GPC/DNT and no session) belong to no one.
 */
export function eventsInRange(q: MetricsQuery): SQL {
  const from = limaDayStart(q.from).toISOString();
  const to = limaDayStart(addDays(q.to, 1)).toISOString();
  return sql`ev as (
    select e.type, e.name, e.path, e.props, e.campaign, e.exp, e.occurred_at,
      coalesce(e.user_id, l.user_id, 'v:' || e.visitor_id) as who
    from metric_events e
    left join (
      select visitor_id, min(user_id) as user_id from metric_events
      where visitor_id is not null and user_id is not null group by visitor_id
    ) l on l.visitor_id = e.visitor_id
    where e.occurred_at >= ${from}::timestamptz and e.occurred_at < ${to}::timestamptz
      and coalesce(e.user_id, e.visitor_id) is not null
  )`;
}

/** People "touched" by the campaign / variant asked for: any of their events in the range carries it. */
export function scoped(q: MetricsQuery): SQL {
  const parts: SQL[] = [];
  if (q.campaign) parts.push(sql`who in (select who from ev where campaign = ${q.campaign})`);
  if (q.exp) parts.push(sql`who in (select who from ev where exp = ${q.exp})`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function stepColumns(): SQL {
  return sql.join(
    funnelStepNames.map((step) => sql`count(distinct who) filter (where ${stepCondition[step]})::int as ${sql.identifier(step)}`),
    sql`, `,
  );
}

type Rows<T> = { rows: T[] };
export async function run<T>(query: SQL): Promise<T[]> {
  const db = await getDb();
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

export type FunnelStep = { name: FunnelStepName; count: number };

function toSteps(row: Record<string, unknown> | undefined): FunnelStep[] {
  return funnelStepNames.map((name) => ({ name, count: Number(row?.[name] ?? 0) }));
}

/**
 * `GET /api/admin/metrics/funnel`: for each step, the distinct people (visitors or users) who
 * reached it in the range (Lima dates, both included), among those touched by the campaign and
 * the variant when given. Steps are counted independently (not "only those who did the step
 * before"), so a later step may exceed an earlier one.
 */
export async function getFunnel(viewer: SessionUser | null, q: MetricsQuery): Promise<{ steps: FunnelStep[] }> {
  requireAdmin(viewer);
  const [row] = await run<Record<string, unknown>>(sql`with ${eventsInRange(q)} select ${stepColumns()} from ev where ${scoped(q)}`);
  return { steps: toSteps(row) };
}

export type SegmentFunnel = { segment: string; steps: FunnelStep[] };

/**
 * The funnel by campaign or by variant, side by side. A person counts in every campaign that
 * touched her in the range; people with none at all are the segment "".
 */
async function funnelBy(column: "campaign" | "exp", q: MetricsQuery): Promise<SegmentFunnel[]> {
  const col = sql.identifier(column);
  const rows = await run<Record<string, unknown> & { segment: string }>(sql`with ${eventsInRange(q)},
    seg as (
      select distinct who, ${col} as segment from ev where ${col} is not null
      union
      select who, '' from ev group by who having count(${col}) = 0
    )
    select seg.segment, ${stepColumns()}
    from ev join seg using (who)
    where ${scoped(q)}
    group by seg.segment
    order by count(distinct who) filter (where type = 'page_change') desc, seg.segment
    limit 20`);
  return rows.map((r) => ({ segment: r.segment, steps: toSteps(r) }));
}

export type DailyPoint = { day: string; visits: number; registers: number; testsFinished: number };
export type TopPage = { path: string; views: number; visitors: number };
export type StopPoint = { section: string; students: number };

export type MetricsReport = {
  query: MetricsQuery;
  steps: FunnelStep[];
  byCampaign: SegmentFunnel[];
  byExp: SegmentFunnel[];
  daily: DailyPoint[];
  topPages: TopPage[];
  stops: StopPoint[];
};

/** Everything /admin/metricas shows, for one range and segment. */
export async function getMetricsReport(viewer: SessionUser | null, q: MetricsQuery): Promise<MetricsReport> {
  requireAdmin(viewer);
  const scope = scoped(q);
  const [{ steps }, byCampaign, byExp, dailyRows, topPages, stopRows] = await Promise.all([
    getFunnel(viewer, q),
    funnelBy("campaign", q),
    funnelBy("exp", q),
    run<{ day: string | Date; visits: number; registers: number; finished: number }>(sql`with ${eventsInRange(q)}
      select to_char(((occurred_at at time zone 'UTC') - interval '5 hours')::date, 'YYYY-MM-DD') as day,
        count(distinct who) filter (where type = 'page_change')::int as visits,
        count(distinct who) filter (where ${stepCondition.register})::int as registers,
        count(distinct who) filter (where ${stepCondition.test_finished})::int as finished
      from ev where ${scope} group by 1 order by 1`),
    run<TopPage>(sql`with ${eventsInRange(q)}
      select path, count(*)::int as views, count(distinct who)::int as visitors
      from ev where type = 'page_change' and ${scope}
      group by path order by views desc, path limit 15`),
    run<{ section: string; students: number }>(sql`with ${eventsInRange(q)},
      people as (select distinct who from ev where name in ('test_started', 'section_completed') and ${scope}),
      last as (
        select distinct on (who) who, props->>'section' as section
        from ev where name = 'section_completed' and props->>'section' is not null
        order by who, occurred_at desc
      )
      select coalesce(last.section, '') as section, count(*)::int as students
      from people left join last using (who)
      group by 1 order by students desc, section`),
  ]);
  const byDay = new Map(dailyRows.map((r) => [String(r.day).slice(0, 10), r]));
  const daily = daysBetween(q.from, q.to).map((day) => {
    const r = byDay.get(day);
    return { day, visits: Number(r?.visits ?? 0), registers: Number(r?.registers ?? 0), testsFinished: Number(r?.finished ?? 0) };
  });
  return {
    query: q,
    steps,
    byCampaign,
    byExp,
    daily,
    topPages: topPages.map((p) => ({ path: p.path, views: Number(p.views), visitors: Number(p.visitors) })),
    stops: stopRows.map((s) => ({ section: s.section, students: Number(s.students) })),
  };
}

export type DailyRow = {
  day: string;
  type: string;
  name: string;
  path: string;
  campaign: string;
  exp: string;
  events: number;
  visitors: number;
};

/** Per Lima day, type, name, path (page changes), campaign and variant: events and distinct people. */
export function dailyAggregateSql(fromIso: string, toIso: string): SQL {
  return sql`select to_char(${SQL_LIMA_DAY}, 'YYYY-MM-DD') as day, type, coalesce(name, '') as name,
      case when type = 'page_change' then path else '' end as path,
      coalesce(campaign, '') as campaign, coalesce(exp, '') as exp,
      count(*)::int as events, count(distinct coalesce(user_id, 'v:' || visitor_id))::int as visitors
    from metric_events
    where occurred_at >= ${fromIso}::timestamptz and occurred_at < ${toIso}::timestamptz
    group by 1, 2, 3, 4, 5, 6`;
}

/**
 * `GET /api/admin/metrics/export.csv`: the daily aggregates of the range (folded days from
 * metrics_daily, recent days from the raw events), filtered by campaign and variant.
 */
export async function exportDailyCsv(viewer: SessionUser | null, q: MetricsQuery): Promise<string> {
  requireAdmin(viewer);
  const fromIso = limaDayStart(q.from).toISOString();
  const toIso = limaDayStart(addDays(q.to, 1)).toISOString();
  const filters: SQL[] = [];
  if (q.campaign) filters.push(sql`campaign = ${q.campaign}`);
  if (q.exp) filters.push(sql`exp = ${q.exp}`);
  const where = filters.length ? sql.join(filters, sql` and `) : sql`true`;
  const rows = await run<DailyRow>(sql`select * from (
      select to_char(day, 'YYYY-MM-DD') as day, type, name, path, campaign, exp, events, visitors
      from metrics_daily where day >= ${q.from}::date and day <= ${q.to}::date
      union all
      ${dailyAggregateSql(fromIso, toIso)}
    ) t where ${where}
    order by day, type, name, path, campaign, exp`);
  const header = ["dia", "tipo", "nombre", "ruta", "campaña", "variante", "eventos", "personas"];
  return csvDocument(
    header,
    rows.map((r) => [r.day, r.type, r.name, r.path, r.campaign, r.exp, r.events, r.visitors]),
  );
}
