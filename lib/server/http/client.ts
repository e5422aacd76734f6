import "server-only";
import { parseCredential, type RequestCredential } from "../auth/credentials";
import { allianceIdFromCookie } from "../membership/alliances";
import { contextFromHeaders, type MetricContext } from "../metrics/context";
import { clientIp } from "../rate-limit";

/**
 * What the domain may know about the caller of a request, as plain values: `handler()` reads it
 * from the request once and passes it to the route, which passes the pieces a domain function
 * needs. Nothing in lib/server (outside lib/server/http) takes a `Request`.
 */
export type ClientContext = {
  /** The client address for per-IP limits (lib/server/rate-limit.ts `clientIp`: TRUST_PROXY or the socket). */
  ip: string;
  userAgent: string | null;
  /** The campaign cookie (validated), or null. */
  campaign: string | null;
  /** The alliance (sponsor) cookie's id, or null. */
  allianceId: number | null;
  /** Visitor id, campaign, experiment and opt-out, as metrics store them. */
  metrics: MetricContext;
};

export function clientContext(req: Request): ClientContext {
  const metrics = contextFromHeaders(req.headers);
  return {
    ip: clientIp(req),
    userAgent: req.headers.get("user-agent"),
    campaign: metrics.campaign,
    allianceId: allianceIdFromCookie(req.headers.get("cookie")),
    metrics,
  };
}

/** The request's one credential (bearer header or session cookie; see lib/server/auth/credentials.ts). */
export function requestCredential(req: Request): RequestCredential {
  return parseCredential(req.headers.get("authorization"), req.headers.get("cookie"));
}
