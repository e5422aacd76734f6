import "server-only";
import { and, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { MetricsQuery } from "@/lib/contracts/metrics";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { fairEnrolments, leads, orders, users, vocationalProcesses } from "@/lib/db/schema";
import { addDays, daysBetween, LIMA_OFFSET_HOURS, limaDayStart } from "@/lib/utils/lima-time";
import { requireAdmin } from "../access";

export type DashboardDay = {
  day: string;
  registrations: number;
  testsStarted: number;
  testsFinished: number;
  leads: number;
  fairEnrolments: number;
  orders: number;
  /** Céntimos (PEN) of the orders paid that day. */
  revenueCents: number;
};

export type DashboardTotals = Omit<DashboardDay, "day">;
export type Dashboard = { from: string; to: string; totals: DashboardTotals; daily: DashboardDay[] };

const series = ["registrations", "testsStarted", "testsFinished", "leads", "fairEnrolments", "orders", "revenueCents"] as const;
type Series = (typeof series)[number];

/** The Lima day of a timestamp column, as YYYY-MM-DD. */
const limaDay = (column: PgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') - interval '${sql.raw(String(LIMA_OFFSET_HOURS))} hours', 'YYYY-MM-DD')`;

/**
 * The back office's summary (`/admin`): per Lima day from `from` to `to`, accounts created, tests
 * started and finished, leads, fair enrolments, orders paid and their revenue (céntimos).
 */
export async function getDashboard(user: SessionUser | null, range: Pick<MetricsQuery, "from" | "to">): Promise<Dashboard> {
  requireAdmin(user);
  const db = await getDb();
  const start = limaDayStart(range.from);
  const end = limaDayStart(addDays(range.to, 1));

  const perDay = async (table: PgTable, column: PgColumn, value: SQL<number> = sql<number>`count(*)::int`, extra?: SQL) => {
    const day = limaDay(column);
    const rows = await db
      .select({ day, n: value })
      .from(table)
      .where(and(gte(column, start), lt(column, end), extra))
      .groupBy(day);
    return new Map(rows.map((r) => [r.day, Number(r.n)]));
  };

  // Test payments (the built-in sandbox provider) moved no money: never orders paid nor revenue.
  const paid = and(eq(orders.status, "approved"), ne(orders.provider, "sandbox")) as SQL;
  const [registrations, testsStarted, testsFinished, leadRows, fairRows, orderRows, revenueRows] = await Promise.all([
    perDay(users, users.createdAt),
    perDay(vocationalProcesses, vocationalProcesses.createdAt),
    perDay(vocationalProcesses, vocationalProcesses.completedAt),
    perDay(leads, leads.createdAt),
    perDay(fairEnrolments, fairEnrolments.createdAt),
    perDay(orders, orders.approvedAt, undefined, paid),
    perDay(orders, orders.approvedAt, sql<number>`coalesce(sum(${orders.amountCents}), 0)::bigint`, paid),
  ]);
  const maps: Record<Series, Map<string, number>> = {
    registrations,
    testsStarted,
    testsFinished,
    leads: leadRows,
    fairEnrolments: fairRows,
    orders: orderRows,
    revenueCents: revenueRows,
  };
  const daily = daysBetween(range.from, range.to).map((day) => {
    const entry = { day } as DashboardDay;
    for (const key of series) entry[key] = maps[key].get(day) ?? 0;
    return entry;
  });
  const totals = Object.fromEntries(series.map((key) => [key, daily.reduce((n, d) => n + d[key], 0)])) as DashboardTotals;
  return { from: range.from, to: range.to, totals, daily };
}
