import { publicConfig } from "@/lib/config/public";

type Props = Record<string, string | number | boolean>;
type Queued = { type: "page_change" | "event"; name?: string; path: string; referrer?: string; ts: number; props?: Props };

const queue: Queued[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/** Sends what is queued (at most 50 per request): sendBeacon, else fetch keepalive. Never throws. */
function flush() {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) {
    const body = JSON.stringify({ events: queue.splice(0, 50) });
    const url = `${publicConfig.metricsUrl}/events`;
    try {
      if (!navigator.sendBeacon?.(url, body))
        fetch(url, { method: "POST", body, keepalive: true, headers: { "content-type": "text/plain" } }).catch(() => {});
    } catch {
      // Metrics never break the page.
    }
  }
}

/** Only what the server's contract accepts: ≤ 10 small scalars, no markup, nothing like an e-mail or a phone. */
function clean(props: Record<string, unknown>): Props | undefined {
  const out: Props = {};
  let n = 0;
  for (const [k, v] of Object.entries(props)) {
    if (n > 9 || !/^[a-z0-9_]{1,32}$/.test(k)) continue;
    if (typeof v === "string" ? v.length > 100 || /[<>@]|(\d[\s().-]*){7}/.test(v) : typeof v !== "boolean" && !Number.isFinite(v))
      continue;
    out[k] = v as string | number | boolean;
    n++;
  }
  return n ? out : undefined;
}

/**
 * Queues one metrics event for this page: `page_change`, or a named `event` with small scalar
 * props (never personal data). Batched: sent within 2 s, or at once when the page is hidden or
 * left. Never throws, never waits. The spec's `"page-change"` with a name (payment modal, pending
 * payment) and `"action"` are recorded as named events; `-` in names becomes `_`. `at`: the page
 * and time the event happened, when it is queued later (components/metrics/page-tracker.tsx loads
 * this module after the page's first load); by default, now and here.
 */
export function track(
  type: "page_change" | "event" | "page-change" | "action",
  name?: string,
  props?: Record<string, string | number | boolean> | Record<string, unknown>,
  at?: { path: string; ts: number },
): void {
  try {
    if (typeof window === "undefined") return;
    const event: Queued = {
      type: type === "page_change" || !name ? "page_change" : "event",
      path: at?.path ?? location.pathname,
      ts: at?.ts ?? Date.now(),
    };
    if (name) event.name = name.toLowerCase().replace(/-/g, "_");
    const p = props && clean(props);
    if (p) event.props = p;
    if (!started) {
      started = true;
      if (document.referrer) event.referrer = document.referrer;
      addEventListener("pagehide", flush);
      document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
    }
    queue.push(event);
    timer ??= setTimeout(flush, 2000);
  } catch {
    // Metrics never break the page.
  }
}
