import { NextResponse, type NextRequest } from "next/server";
import { cookieMaxAge, cookieNames } from "@/lib/config/cookies";
import { campaignFor, redirectFor } from "@/lib/config/routes";
import { contentSecurityPolicy, hstsHeader, newNonce } from "@/lib/server/http/security-headers";
import { liveEnv } from "@/lib/config/env";
import { drawExperimentBucket, EXPERIMENT_COOKIE, experimentCookieOptions, hasExperimentBucket } from "@/lib/config/experiment.mjs";

/**
 * Next 16's proxy (formerly middleware): the spec's redirect rules by route name, the
 * campaign cookie (`?reference=` or `?ref=`), the experiment cookie, and the pages' CSP nonce and HSTS. No
 * database and no hashing here; authorisation is checked again on the server (pages in the
 * logged-in area check the session themselves; a proxy can be bypassed).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const isLogged = Boolean(request.cookies.get(cookieNames.session)?.value);

  const decision = redirectFor(pathname, search, isLogged);
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, {
    embed: pathname === "/embed" || pathname.startsWith("/embed/"),
    https: request.nextUrl.protocol === "https:" || /^https:/i.test(liveEnv("APP_URL") ?? ""),
    dev: liveEnv("NODE_ENV") === "development",
  });
  let response: NextResponse;
  if (decision) {
    response = NextResponse.redirect(new URL(decision.location, request.url));
  } else {
    // Next reads the nonce from the request's CSP header and sets it on its scripts.
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set("Content-Security-Policy", csp);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set("Content-Security-Policy", csp);
  const hsts = hstsHeader();
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);

  const reference = campaignFor(pathname, request.nextUrl.searchParams);
  if (reference) {
    response.cookies.set(cookieNames.campaign, reference, {
      path: "/",
      maxAge: cookieMaxAge.campaign,
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
    });
  }
  // The experiment bucket ('exp', 7 days), drawn once per visitor: the rule is
  // lib/config/experiment.mjs, which the server's page cache follows too.
  if (!hasExperimentBucket(request.headers.get("cookie"))) {
    const secure = request.nextUrl.protocol === "https:";
    response.cookies.set(EXPERIMENT_COOKIE, drawExperimentBucket(), experimentCookieOptions({ secure }));
  }
  return response;
}

export const config = {
  // Pages only: not the API, Next's assets or files with an extension.
  matcher: ["/((?!api/|v1/|institution/v1/|_next/|.*\\.[\\w]+$).*)"],
};
