import "server-only";
import { metricsQuerySchema, type MetricsQuery } from "@/lib/contracts/metrics";
import { firstParam, type SearchParams } from "@/lib/utils/search-params";
import { addDays, limaToday } from "@/lib/utils/lima-time";

/**
 * The range (and segment) of the back office's metrics pages from their URL: `from` and `to`
 * default to the last 30 Lima days; anything that does not parse shows those 30 days, with
 * `invalid` so the page says so.
 */
export function readMetricsQuery(search: SearchParams): { query: MetricsQuery; invalid: boolean } {
  const today = limaToday();
  const fallback: MetricsQuery = { from: addDays(today, -29), to: today, campaign: undefined, exp: undefined };
  const raw = {
    from: firstParam(search.from) || fallback.from,
    to: firstParam(search.to) || fallback.to,
    campaign: firstParam(search.campaign) ?? undefined,
    exp: firstParam(search.exp) ?? undefined,
  };
  const parsed = metricsQuerySchema.safeParse(raw);
  return parsed.success ? { query: parsed.data, invalid: false } : { query: fallback, invalid: true };
}
