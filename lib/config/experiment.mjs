/**
 * The experiment cookie ('exp', bucket "a" or "b", 7 days), drawn once per visitor.
 * One rule for the two places that hand it out: the proxy (proxy.ts) on every rendered page, and
 * the production server's page cache (server/page-cache.ts), which serves pages without
 * going through the proxy. Plain JavaScript so both can import it (types in experiment.d.mts).
 */

export const EXPERIMENT_COOKIE = "exp";
/** Seven days, in seconds (lib/config/cookies.ts cookieMaxAge.experiment says the same). */
export const EXPERIMENT_MAX_AGE = 604_800;

/** The bucket of a visitor who has none yet: "a" or "b", even odds. */
export function drawExperimentBucket() {
  return crypto.getRandomValues(new Uint8Array(1))[0] % 2 === 0 ? "a" : "b";
}

/** The value of `exp` in a Cookie header, or null. */
export function experimentCookieValue(cookieHeader) {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const equals = pair.indexOf("=");
    if (equals !== -1 && pair.slice(0, equals).trim() === EXPERIMENT_COOKIE) return pair.slice(equals + 1).trim();
  }
  return null;
}

/** Whether the visitor already has a bucket (an `exp` cookie with a value); if not, the response gives one. */
export function hasExperimentBucket(cookieHeader) {
  return Boolean(experimentCookieValue(cookieHeader));
}

/** The cookie's attributes, for Next's `response.cookies.set(EXPERIMENT_COOKIE, bucket, …)`. */
export function experimentCookieOptions({ secure }) {
  return { path: "/", maxAge: EXPERIMENT_MAX_AGE, sameSite: "lax", secure };
}

/** The same cookie as a Set-Cookie value, attributes in Next's order (no Expires: Max-Age counts from the response). */
export function experimentSetCookie(bucket, { secure }) {
  return `${EXPERIMENT_COOKIE}=${bucket}; Path=/; Max-Age=${EXPERIMENT_MAX_AGE}${secure ? "; Secure" : ""}; SameSite=lax`;
}
