import "server-only";
import { headers as requestHeaders } from "next/headers";
import type { MetricEventInput, MetricProps, ServerEventName } from "@/lib/contracts/metrics";
import { getDb } from "@/lib/db/client";
import { metricEvents } from "@/lib/db/schema";
import { logError } from "../log";
import type { MetricContext } from "../http/client-context";
import { cleanPath, contextFromHeaders, referrerHost, screenProps } from "./context";
import { forwardToPosthog } from "./posthog";

type Row = typeof metricEvents.$inferInsert;

const DAY_MS = 86_400_000;

/** The client's time when plausible (within a day before now, a minute ahead); otherwise now. */
function occurredAt(ts: number | undefined, now: Date): Date {
  if (ts === undefined) return now;
  const delta = now.getTime() - ts;
  return delta <= DAY_MS && delta >= -60_000 ? new Date(Math.min(ts, now.getTime())) : now;
}

/** Stores a batch from the browser; returns how many were stored. */
export async function recordBrowserEvents(
  events: MetricEventInput[],
  ctx: MetricContext,
  userId: string | null,
  ownHost: string | null,
  now: Date = new Date(),
): Promise<number> {
  const rows: Row[] = events.map((e) => ({
    type: e.type,
    name: e.name ?? null,
    path: cleanPath(e.path),
    referrer: referrerHost(e.referrer, ownHost),
    props: screenProps(e.props),
    visitorId: ctx.visitorId,
    userId,
    campaign: ctx.campaign,
    exp: ctx.exp,
    occurredAt: occurredAt(e.ts, now),
  }));
  const db = await getDb();
  await db.insert(metricEvents).values(rows);
  forwardToPosthog(rows.map(toForwarded));
  return rows.length;
}

function toForwarded(r: Row) {
  return {
    type: r.type,
    name: r.name ?? null,
    path: r.path,
    props: r.props ?? null,
    visitorId: r.visitorId ?? null,
    userId: r.userId ?? null,
    campaign: r.campaign ?? null,
    exp: r.exp ?? null,
    occurredAt: r.occurredAt ?? new Date(),
  };
}

export type ServerEventOptions = {
  /** The account the fact is about. */
  userId?: string | null;
  /** The visitor, campaign and `exp` of the caller (`client.metrics` in a handler); without it, the current request's headers are read when there is one. */
  context?: MetricContext | null;
  /** Overrides what the cookies say (e.g. a campaign stored on the order). */
  campaign?: string | null;
  exp?: string | null;
  /** Where it happened, e.g. "/api/payment/webhook" (default "/server"). */
  path?: string;
  /** Small scalar facts (plan, amount_cents…): no personal data. */
  props?: MetricProps;
  at?: Date;
};

async function currentHeaders(): Promise<Headers | null> {
  try {
    return await requestHeaders();
  } catch {
    return null; // outside a request (a job, a test calling the function directly)
  }
}

/**
 * Records a fact the server owns (type "server"): `register`, `test_finished`, `lead_verified`,
 * `order_approved`. Never throws and never fails the caller's request: a storage error is logged.
 */
export async function recordServerEvent(name: ServerEventName, options: ServerEventOptions = {}): Promise<void> {
  try {
    const headers = options.context ? null : await currentHeaders();
    const ctx =
      options.context ?? (headers ? contextFromHeaders(headers) : { visitorId: null, campaign: null, exp: null, optedOut: false });
    const row: Row = {
      type: "server",
      name,
      path: cleanPath(options.path ?? "/server"),
      props: screenProps(options.props),
      visitorId: ctx.visitorId,
      userId: options.userId ?? null,
      campaign: options.campaign !== undefined ? options.campaign : ctx.campaign,
      exp: options.exp !== undefined ? options.exp : ctx.exp,
      occurredAt: options.at ?? new Date(),
    };
    const db = await getDb();
    await db.insert(metricEvents).values(row);
    forwardToPosthog([toForwarded(row)]);
  } catch (error) {
    logError(`metrics: no se registró el evento ${name}`, error);
  }
}
