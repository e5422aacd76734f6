import "server-only";
import { sql } from "drizzle-orm";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { logError, logInfo } from "../log";
import { addDays, limaDayStart, limaToday } from "@/lib/utils/lima-time";
import { dailyAggregateSql } from "./report";

/**
 * Folds raw events of whole Lima days older than METRICS_RETENTION_DAYS into `metrics_daily`, then
 * deletes them, in one transaction (a day is never counted twice nor lost). Returns how many raw
 * events were deleted.
 */
export async function applyMetricsRetention(now: Date = new Date(), days: number = env().METRICS_RETENTION_DAYS): Promise<number> {
  const cutoffDay = addDays(limaToday(now), -days);
  const cutoff = limaDayStart(cutoffDay).toISOString();
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    await tx.execute(sql`insert into metrics_daily (day, type, name, path, campaign, exp, events, visitors)
      select day::date, type, name, path, campaign, exp, events, visitors
      from (${dailyAggregateSql("1970-01-01T00:00:00.000Z", cutoff)}) agg
      on conflict (day, type, name, path, campaign, exp) do update set
        events = metrics_daily.events + excluded.events,
        visitors = metrics_daily.visitors + excluded.visitors`);
    const result = await tx.execute(sql`delete from metric_events where occurred_at < ${cutoff}::timestamptz`);
    return Number(
      (result as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
        (result as unknown as { rowCount?: number }).rowCount ??
        0,
    );
  });
  if (deleted) logInfo("metrics: eventos antiguos resumidos por día y borrados", { deleted, before: cutoffDay });
  return deleted;
}

type JobHolder = { timer?: ReturnType<typeof setInterval>; running?: boolean };
const job = ((globalThis as { __rumboMetricsRetention?: JobHolder }).__rumboMetricsRetention ??= {});

/** Runs the retention a minute after start and then every 6 hours, in this server process. */
export function startMetricsRetentionJob(everyMs = 6 * 60 * 60 * 1000): void {
  if (job.timer) return;
  const tick = async () => {
    if (job.running) return;
    job.running = true;
    try {
      await applyMetricsRetention();
    } catch (error) {
      logError("metrics: la limpieza de eventos antiguos falló", error);
    } finally {
      job.running = false;
    }
  };
  setTimeout(tick, 60_000).unref?.();
  job.timer = setInterval(tick, everyMs);
  job.timer.unref?.();
}
