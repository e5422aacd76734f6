import "server-only";
import type { MetricsBatch } from "@/lib/contracts/metrics";
import type { SessionUser } from "@/lib/contracts/session";
import type { ClientContext } from "../http/client-context";
import { rateLimits } from "../rate-limits";
import { newVisitorId, VISITOR_COOKIE, VISITOR_MAX_AGE } from "./context";
import { recordBrowserEvents } from "./record";

export type CookieInstruction = { name: string; value: string; maxAge: number } | null;

/**
 * `POST /api/metrics/events`: limits, then stores the batch with the visitor (a new random id
 * when there is none, none at all under Sec-GPC/DNT), the user, the campaign and the variant.
 * Says which cookie to set: the new visitor id, or clearing an old one when the person opted out.
 */
export async function ingestEvents(
  client: Pick<ClientContext, "ip" | "metrics">,
  request: { host: string; visitorCookieSent: boolean },
  batch: MetricsBatch,
  user: SessionUser | null,
): Promise<{ accepted: number; cookie: CookieInstruction }> {
  const ctx = { ...client.metrics };
  await rateLimits.metricsIp.consume(client.ip);
  if (ctx.visitorId) await rateLimits.metricsVisitor.consume(ctx.visitorId);
  let cookie: CookieInstruction = null;
  if (ctx.optedOut) {
    if (request.visitorCookieSent) cookie = { name: VISITOR_COOKIE, value: "", maxAge: 0 };
  } else if (!ctx.visitorId) {
    ctx.visitorId = newVisitorId();
    cookie = { name: VISITOR_COOKIE, value: ctx.visitorId, maxAge: VISITOR_MAX_AGE };
  }
  const accepted = await recordBrowserEvents(batch.events, ctx, user?.id ?? null, request.host);
  return { accepted, cookie };
}
