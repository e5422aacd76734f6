import { cookieNames } from "@/lib/config/cookies";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence for cookie-authenticated unsafe requests (DESIGN §4): the request must come from
 * this origin. Bearer-authenticated calls (API clients) carry no ambient credential and pass.
 * `Origin: null` counts as cross-site.
 */
export function isCrossSiteCookieRequest(req: Request): boolean {
  if (!unsafeMethods.has(req.method.toUpperCase())) return false;
  if (/^Bearer\s+\S+/i.test(req.headers.get("authorization") ?? "")) return false;
  const cookie = req.headers.get("cookie") ?? "";
  if (!cookie.split(/;\s*/).some((c) => c.startsWith(`${cookieNames.session}=`))) return false;

  const origin = req.headers.get("origin");
  if (origin !== null) {
    if (origin === "null") return true;
    return origin !== requestOrigin(req);
  }
  const site = req.headers.get("sec-fetch-site");
  if (site !== null) return !(site === "same-origin" || site === "none");
  // Neither header: not a browser-initiated cross-site form (browsers send Origin on unsafe requests).
  return false;
}

function requestOrigin(req: Request): string {
  const url = new URL(req.url);
  const trusted = process.env.TRUST_PROXY === "1";
  const host = (trusted && req.headers.get("x-forwarded-host")) || req.headers.get("host") || url.host;
  const proto = (trusted && req.headers.get("x-forwarded-proto")) || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
