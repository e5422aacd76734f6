import "server-only";
import type { NextResponse } from "next/server";
import { cookieMaxAge, cookieNames } from "@/lib/config/cookies";
import type { SessionUser } from "@/lib/contracts/session";
import { appUrl } from "@/lib/config/env";

const secure = () => appUrl().startsWith("https://");

/** The fields of the readable cookie: what the navbar and the stores need, nothing secret. */
export function publicUserCookieValue(user: SessionUser): string {
  return JSON.stringify(user);
}

/** HttpOnly token cookie + readable public-user cookie. */
export function setSessionCookies(response: NextResponse, token: string, user: SessionUser, expiresAt: Date) {
  const base = { path: "/", sameSite: "lax" as const, secure: secure(), expires: expiresAt };
  response.cookies.set(cookieNames.session, token, { ...base, httpOnly: true });
  response.cookies.set(cookieNames.user, publicUserCookieValue(user), { ...base, httpOnly: false });
}

/**
 * After a sliding extension: both cookies again, with the session's new expiry. A user cookie the
 * handler has just written (a new membership) keeps its value; a handler that set the session
 * cookie itself (log-in, log-out) is left alone.
 */
export function reissueSessionCookies(response: NextResponse, token: string, user: SessionUser, expiresAt: Date) {
  if (response.cookies.get(cookieNames.session)) return;
  const fresh = response.cookies.get(cookieNames.user)?.value;
  setSessionCookies(response, token, user, expiresAt);
  if (fresh)
    response.cookies.set(cookieNames.user, fresh, { path: "/", sameSite: "lax", secure: secure(), expires: expiresAt, httpOnly: false });
}

export function updateUserCookie(response: NextResponse, user: SessionUser) {
  response.cookies.set(cookieNames.user, publicUserCookieValue(user), {
    path: "/",
    sameSite: "lax",
    secure: secure(),
    maxAge: cookieMaxAge.session,
  });
}

export function clearSessionCookies(response: NextResponse) {
  for (const name of [cookieNames.session, cookieNames.user, cookieNames.sponsor]) {
    response.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: name === cookieNames.session });
  }
}
