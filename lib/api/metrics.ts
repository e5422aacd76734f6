import { publicConfig } from "@/lib/config/public";

type Props = Record<string, string | number | boolean>;
type Queued = { type: "page_change" | "event"; name?: string; path: string; referrer?: string; ts: number; props?: Props };

let queue: Queued[] = [];
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
      if (!navigator.sendBeacon?.(url, body)) fetch(url, { method: "POST", body, keepalive: true, headers: { "content-type": "text/plain" } }).catch(() => {});
    } catch {
      // Metrics never break the page.
    }
  }
}

/**
 * Queues one metrics event for this page (`page_change` or a named `event` with small scalar
 * props, never personal data). Batched: sent within 2 s, or at once when the page is hidden or
 * left. Never throws, never waits.
 */
export function track(type: "page_change" | "event", name?: string, props?: Record<string, string | number | boolean>): void {
  try {
    if (typeof window === "undefined") return;
    const event: Queued = { type, path: location.pathname, ts: Date.now() };
    if (name) event.name = name;
    if (props) event.props = props;
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
