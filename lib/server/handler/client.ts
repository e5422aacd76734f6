import "server-only";
import { parseCredential, type RequestCredential } from "../auth/credentials";
import { allianceIdFromCookie } from "../membership/alliances";
import { contextFromHeaders } from "../metrics/context";
import { clientIp } from "../rate-limit";
import type { ClientContext } from "../http/client-context";
import { isLoopbackRequest } from "../http/peer-address";

export function clientContext(req: Request): ClientContext {
  const metrics = contextFromHeaders(req.headers);
  return {
    ip: clientIp(req),
    loopback: isLoopbackRequest(req.headers),
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
