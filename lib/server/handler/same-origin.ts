import { requestCredential } from "./client";
import { liveEnv } from "@/lib/config/env";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence for cookie-authenticated unsafe requests: the request must come from
 * this origin. A request with an Authorization header is never authenticated by the cookie
 * (see `requestCredential`), so it carries no ambient credential and passes. `Origin: null`
 * counts as cross-site, and so does a cookie request with neither `Origin` nor
 * `Sec-Fetch-Site` (every current browser sends one of them on unsafe requests; a request
 * without both is not one we can tell apart from a forged one).
 */
export function isCrossSiteCookieRequest(req: Request): boolean {
  if (!unsafeMethods.has(req.method.toUpperCase())) return false;
  if (requestCredential(req).kind !== "cookie") return false;

  const origin = req.headers.get("origin");
  if (origin !== null) {
    if (origin === "null") return true;
    return origin !== requestOrigin(req);
  }
  const site = req.headers.get("sec-fetch-site");
  if (site !== null) return !(site === "same-origin" || site === "none");
  return true;
}

function requestOrigin(req: Request): string {
  const url = new URL(req.url);
  const trusted = liveEnv("TRUST_PROXY") === "1";
  const host = (trusted && req.headers.get("x-forwarded-host")) || req.headers.get("host") || url.host;
  const proto = (trusted && req.headers.get("x-forwarded-proto")) || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
