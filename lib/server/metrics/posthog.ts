import "server-only";
import { PostHog } from "posthog-node";
import { env } from "@/lib/config/env";
import { logError } from "../log";

export type ForwardedEvent = {
  type: string;
  name: string | null;
  path: string;
  props: Record<string, string | number | boolean> | null;
  visitorId: string | null;
  userId: string | null;
  campaign: string | null;
  exp: string | null;
  occurredAt: Date;
};

type Holder = { client?: PostHog | null; key?: string };
const holder = ((globalThis as { __rumboPosthog?: Holder }).__rumboPosthog ??= {});

/** The PostHog client when POSTHOG_KEY is set (one per process), otherwise null. */
function client(): PostHog | null {
  const { POSTHOG_KEY, POSTHOG_HOST } = env();
  if (!POSTHOG_KEY) return null;
  if (holder.client && holder.key === POSTHOG_KEY) return holder.client;
  holder.key = POSTHOG_KEY;
  holder.client = new PostHog(POSTHOG_KEY, {
    host: POSTHOG_HOST,
    flushAt: 20,
    flushInterval: 5_000,
    requestTimeout: 5_000,
    fetchRetryCount: 1,
    fetchRetryDelay: 1_000,
    disableGeoip: true,
  });
  holder.client.on("error", (error: unknown) => logError("metrics: PostHog no aceptó eventos", error));
  return holder.client;
}

/**
 * Queues events for PostHog (fire and forget: the client sends them in the background, in
 * batches; a failure is logged and never reaches the request). Events with neither a user nor a
 * visitor (Sec-GPC/DNT) are not forwarded: PostHog needs an id and we do not make one up.
 */
export function forwardToPosthog(events: ForwardedEvent[]): void {
  try {
    const ph = client();
    if (!ph) return;
    for (const e of events) {
      const distinctId = e.userId ?? (e.visitorId ? `v:${e.visitorId}` : null);
      if (!distinctId) continue;
      ph.capture({
        distinctId,
        event: e.type === "page_change" ? "$pageview" : (e.name ?? e.type),
        timestamp: e.occurredAt,
        disableGeoip: true,
        properties: {
          ...(e.props ?? {}),
          $pathname: e.path,
          rumbo_type: e.type,
          ...(e.campaign ? { campaign: e.campaign } : {}),
          ...(e.exp ? { exp: e.exp } : {}),
          $process_person_profile: Boolean(e.userId),
        },
      });
    }
  } catch (error) {
    logError("metrics: no se pudo encolar para PostHog", error);
  }
}

/** Sends what is queued now (tests, shutdown). Never throws. */
export async function flushPosthog(): Promise<void> {
  try {
    await holder.client?.flush();
  } catch (error) {
    logError("metrics: PostHog no respondió", error);
  }
}

/** Forgets the client (tests that change POSTHOG_KEY). */
export async function resetPosthog(): Promise<void> {
  const current = holder.client;
  holder.client = undefined;
  holder.key = undefined;
  await current?.shutdown().catch(() => {});
}
