import { NextResponse, type NextRequest } from "next/server";
import { cookieMaxAge, cookieNames } from "@/lib/config/cookies";
import { campaignForPath, redirectFor } from "@/lib/config/routes";

/**
 * Next 16's proxy (formerly middleware): the spec's redirect rules by route name, the
 * `reference` campaign cookie and the experiment cookie. No database and no hashing here;
 * authorisation is checked again in the data layer (a proxy can be bypassed).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const isLogged = Boolean(request.cookies.get(cookieNames.session)?.value);

  const decision = redirectFor(pathname, search, isLogged);
  const response = decision ? NextResponse.redirect(new URL(decision.location, request.url)) : NextResponse.next();

  const reference = request.nextUrl.searchParams.get("reference") ?? campaignForPath(pathname);
  if (reference && /^[\w.-]{1,64}$/.test(reference)) {
    response.cookies.set(cookieNames.campaign, reference, {
      path: "/",
      maxAge: cookieMaxAge.campaign,
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
    });
  }
  // The experiment bucket ('exp', 7 days; spec §9), drawn once per visitor.
  if (!request.cookies.get(cookieNames.experiment)?.value) {
    response.cookies.set(cookieNames.experiment, experimentBucket(), {
      path: "/",
      maxAge: cookieMaxAge.experiment,
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
    });
  }
  return response;
}

export function experimentBucket(): "a" | "b" {
  return crypto.getRandomValues(new Uint8Array(1))[0] % 2 === 0 ? "a" : "b";
}

export const config = {
  // Pages only: not the API, Next's assets or files with an extension.
  matcher: ["/((?!api/|v1/|institution/v1/|_next/|.*\\.[\\w]+$).*)"],
};
