import { cookieNames } from "@/lib/config/cookies";
import { cookieValue } from "../cookie-header";

/**
 * The one reader of a request's credential: `Authorization: Bearer <token>` with an
 * anchored grammar (one token of base64url/RFC 6750 characters, nothing after it). When an
 * Authorization header is present the session cookie is never used, even if the header is
 * malformed: a request is authenticated by exactly one credential. It takes the two header
 * values; the handler layer (lib/server/handler/client.ts `requestCredential`) reads them.
 */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/;

export type RequestCredential =
  { kind: "bearer"; token: string } | { kind: "invalid" } | { kind: "cookie"; token: string } | { kind: "none" };

export function parseCredential(authorization: string | null, cookieHeader: string | null): RequestCredential {
  if (authorization !== null) {
    const match = BEARER.exec(authorization.trim() === authorization ? authorization : "");
    return match ? { kind: "bearer", token: match[1] } : { kind: "invalid" };
  }
  const token = cookieValue(cookieHeader, cookieNames.session) || null;
  return token ? { kind: "cookie", token } : { kind: "none" };
}

/** The session token a credential carries: `Authorization: Bearer` for API clients, else the HttpOnly cookie (never both). */
export function credentialToken(credential: RequestCredential): string | null {
  return credential.kind === "bearer" || credential.kind === "cookie" ? credential.token : null;
}
