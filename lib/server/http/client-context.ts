// Types only, in the HTTP ground so that every domain may name them; the adapter
// (`clientContext()` in ./client.ts) builds the values from the request.

/** What the request's cookies say for metrics: visitor (unless opted out), campaign and experiment variant. */
export type MetricContext = {
  visitorId: string | null;
  campaign: string | null;
  exp: string | null;
  optedOut: boolean;
};

/**
 * What the domain may know about the caller of a request, as plain values: `handler()` reads it
 * from the request once and passes it to the route, which passes the pieces a domain function
 * needs. Nothing in lib/server (outside lib/server/http) takes a `Request`.
 */
export type ClientContext = {
  /** The client address for per-IP limits (lib/server/rate-limit.ts `clientIp`: TRUST_PROXY or the socket). */
  ip: string;
  /**
   * The request came from this machine: loopback socket peer and loopback Host
   * (lib/server/http/peer-address.ts `isLoopbackRequest`). Only such requests may use the test
   * payment provider.
   */
  loopback: boolean;
  userAgent: string | null;
  /** The campaign cookie (validated), or null. */
  campaign: string | null;
  /** The alliance (sponsor) cookie's id, or null. */
  allianceId: number | null;
  /** Visitor id, campaign, experiment and opt-out, as metrics store them. */
  metrics: MetricContext;
};
