import { publicConfig } from "@/lib/config/public";

export type MetricsEventType = "page-change" | "action";

/**
 * The analytics seam (spec §4: page-change events when the payment modal or the blocked modal
 * opens and when a payment is pending). Posts `{type, name, props, path, at}` with
 * `navigator.sendBeacon` to `${METRICS_URL}/events`; it never throws and never delays the page:
 * a missing endpoint, an old browser or a blocked request are all ignored.
 */
export function track(type: MetricsEventType | string, name: string, props: Record<string, unknown> = {}): void {
  try {
    if (typeof navigator === "undefined" || typeof navigator.sendBeacon !== "function") return;
    const body = JSON.stringify({
      type,
      name,
      props,
      path: typeof location === "undefined" ? null : location.pathname,
      at: new Date().toISOString(),
    });
    navigator.sendBeacon(`${publicConfig.metricsUrl.replace(/\/$/, "")}/events`, new Blob([body], { type: "application/json" }));
  } catch {
    // Metrics must never break what the person is doing.
  }
}
