import { cookieNames } from "@/lib/config/cookies";

/**
 * The one reader of a request's credential (issue 16): `Authorization: Bearer <token>` with an
 * anchored grammar (one token of base64url/RFC 6750 characters, nothing after it). When an
 * Authorization header is present the session cookie is never used, even if the header is
 * malformed: a request is authenticated by exactly one credential.
 */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/;

export type RequestCredential =
  { kind: "bearer"; token: string } | { kind: "invalid" } | { kind: "cookie"; token: string } | { kind: "none" };

export function requestCredential(req: Request): RequestCredential {
  const authorization = req.headers.get("authorization");
  if (authorization !== null) {
    const match = BEARER.exec(authorization.trim() === authorization ? authorization : "");
    return match ? { kind: "bearer", token: match[1] } : { kind: "invalid" };
  }
  const token = sessionCookie(req.headers.get("cookie"));
  return token ? { kind: "cookie", token } : { kind: "none" };
}

function sessionCookie(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/;\s*/)) {
    if (part.startsWith(`${cookieNames.session}=`)) {
      try {
        return decodeURIComponent(part.slice(cookieNames.session.length + 1)) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}
