import "server-only";
import { randomUUID } from "node:crypto";
import { CodeChallengeMethod, Facebook, generateCodeVerifier, generateState, OAuth2Client, type OAuth2Tokens } from "arctic";
import { and, eq, sql } from "drizzle-orm";
import { NextResponse } from "next/server";
import { appUrl, env } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";
import { landingAfterLogin } from "@/lib/config/home-for";
import { safeRedirectTarget } from "@/lib/config/routes";
import type { OAuthProvider } from "@/lib/contracts/auth";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { oauthAccounts, sessions, users } from "@/lib/db/schema";
import { logWarn } from "../log";
import { createSession } from "./session";
import { setSessionCookies } from "./session-cookies";
import { isDeactivated, loadSessionUser } from "./users";

/** Social log-in: OAuth 2.0 authorization code with state, and PKCE for Google. */

/** The short-lived cookie holding state, PKCE verifier and redirect between start and callback. */
export const OAUTH_STATE_COOKIE = "rumbo_oauth";
const STATE_TTL_SEC = 600;

type ProviderConfig = {
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  scopes: string[];
  pkce: boolean;
  /** Real Facebook wants the client secret in the body (arctic's Facebook class). */
  facebookDefault?: boolean;
};

export type OAuthIdentity = {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  surname: string;
};

const googleDefaults = {
  authorization_endpoint: "https://accounts.google.com/o/oauth2/v2/auth",
  token_endpoint: "https://oauth2.googleapis.com/token",
  userinfo_endpoint: "https://openidconnect.googleapis.com/v1/userinfo",
};
const discovered = new Map<string, Promise<typeof googleDefaults>>();

async function googleEndpoints(issuer: string | undefined) {
  if (!issuer) return googleDefaults;
  let pending = discovered.get(issuer);
  if (!pending) {
    pending = fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) }).then(
      async (r) => {
        if (!r.ok) throw new Error(`OIDC discovery failed: ${r.status}`);
        return (await r.json()) as typeof googleDefaults;
      },
    );
    pending.catch(() => discovered.delete(issuer));
    discovered.set(issuer, pending);
  }
  return pending;
}

export function availableProviders(): Record<OAuthProvider, boolean> {
  const e = env();
  return {
    google: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
    facebook: Boolean(e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET),
  };
}

async function providerConfig(provider: OAuthProvider): Promise<ProviderConfig | null> {
  const e = env();
  if (provider === "google") {
    if (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET) return null;
    const endpoints = await googleEndpoints(e.GOOGLE_ISSUER);
    return {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authorizationEndpoint: endpoints.authorization_endpoint,
      tokenEndpoint: endpoints.token_endpoint,
      userinfoEndpoint: endpoints.userinfo_endpoint,
      scopes: ["openid", "email", "profile"],
      pkce: true,
    };
  }
  if (!e.FACEBOOK_CLIENT_ID || !e.FACEBOOK_CLIENT_SECRET) return null;
  return {
    clientId: e.FACEBOOK_CLIENT_ID,
    clientSecret: e.FACEBOOK_CLIENT_SECRET,
    authorizationEndpoint: e.FACEBOOK_AUTH_URL ?? "https://www.facebook.com/v16.0/dialog/oauth",
    tokenEndpoint: e.FACEBOOK_TOKEN_URL ?? "https://graph.facebook.com/v16.0/oauth/access_token",
    userinfoEndpoint: e.FACEBOOK_USERINFO_URL ?? "https://graph.facebook.com/me?fields=id,name,first_name,last_name,email",
    scopes: ["email", "public_profile"],
    pkce: false,
    facebookDefault: !e.FACEBOOK_TOKEN_URL,
  };
}

const callbackUrl = (provider: OAuthProvider) => `${appUrl()}/api/auth/oauth/${provider}/callback`;

function entrarWithError(error: string, redirect?: string) {
  const url = new URL(href("entrar"), appUrl());
  url.searchParams.set("error", error);
  if (redirect && redirect !== href("orientacionVocacional")) url.searchParams.set("redirect", redirect);
  return NextResponse.redirect(url, 303);
}

/** Stores state, PKCE verifier and the redirect target in a short HttpOnly cookie, then goes to the provider. */
export async function startOAuth(provider: OAuthProvider, redirectQuery: string | undefined): Promise<Response> {
  const redirect = safeRedirectTarget(redirectQuery);
  const config = await providerConfig(provider).catch((error) => {
    logWarn(`oauth: ${provider} no responde`, error);
    return null;
  });
  if (!config) return entrarWithError(`${provider}-unavailable`, redirect);
  const state = generateState();
  const verifier = config.pkce ? generateCodeVerifier() : "";
  const client = new OAuth2Client(config.clientId, config.clientSecret, callbackUrl(provider));
  const url = config.pkce
    ? client.createAuthorizationURLWithPKCE(config.authorizationEndpoint, state, CodeChallengeMethod.S256, verifier, config.scopes)
    : client.createAuthorizationURL(config.authorizationEndpoint, state, config.scopes);
  const response = NextResponse.redirect(url, 302);
  response.cookies.set(OAUTH_STATE_COOKIE, JSON.stringify({ provider, state, verifier, redirect }), {
    httpOnly: true,
    sameSite: "lax",
    secure: appUrl().startsWith("https://"),
    path: "/api/auth/oauth",
    maxAge: STATE_TTL_SEC,
  });
  return response;
}

/** The state cookie's (decoded) value as stored by `startOAuth`, or null when missing or malformed. */
function readState(raw: string | null): { provider: string; state: string; verifier: string; redirect: string } | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw);
    return typeof value?.state === "string" && typeof value?.provider === "string" ? value : null;
  } catch {
    return null;
  }
}

async function fetchIdentity(provider: OAuthProvider, config: ProviderConfig, tokens: OAuth2Tokens): Promise<OAuthIdentity> {
  const response = await fetch(config.userinfoEndpoint, {
    headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
    signal: AbortSignal.timeout(8000),
  });
  if (!response.ok) throw new Error(`userinfo ${response.status}`);
  const info = (await response.json()) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 200) : "");
  const id = str(info.sub) || str(info.id);
  if (!id) throw new Error("userinfo without subject");
  const email = str(info.email).toLowerCase() || null;
  const fullName = str(info.name);
  return {
    providerUserId: id,
    email,
    // Facebook only returns an e-mail it has confirmed; Google says so explicitly.
    emailVerified: Boolean(email) && (provider === "facebook" || info.email_verified === true || info.email_verified === "true"),
    name: (str(info.given_name) || str(info.first_name) || fullName.split(" ")[0] || "").slice(0, 80),
    surname: (str(info.family_name) || str(info.last_name) || fullName.split(" ").slice(1).join(" ") || "").slice(0, 80),
  };
}

/**
 * The user of a social identity: the linked one, else an existing account with the same
 * verified e-mail (linked now), else a new account without phone, role or password — which the
 * phone-completion modal then asks for. An unverified e-mail never takes over an account.
 */
export async function userForIdentity(provider: OAuthProvider, identity: OAuthIdentity): Promise<SessionUser | "email-unverified"> {
  const db = await getDb();
  const [linked] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, identity.providerUserId)))
    .limit(1);
  if (linked) return (await loadSessionUser(linked.userId)) ?? "email-unverified";

  const [existing] = identity.email
    ? await db
        .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(sql`lower(${users.email})`, identity.email))
        .limit(1)
    : [];
  if (existing && !identity.emailVerified) return "email-unverified";
  const userId = existing?.id ?? randomUUID();
  await db.transaction(async (tx) => {
    if (existing && !existing.emailVerifiedAt) {
      // The provider proves the address; whoever chose this account's password never did (it may
      // have been created with someone else's address): that password and its sessions end here.
      await tx
        .update(users)
        .set({ emailVerifiedAt: new Date(), passwordHash: null, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    }
    if (!existing) {
      await tx.insert(users).values({
        id: userId,
        // Without an e-mail from the provider, a placeholder the phone-completion modal replaces.
        email: identity.email ?? `${provider}-${identity.providerUserId}@sin-correo.invalid`,
        name: identity.name,
        surname: identity.surname,
        emailVerifiedAt: identity.emailVerified ? new Date() : null,
      });
    }
    await tx.insert(oauthAccounts).values({ provider, providerUserId: identity.providerUserId, userId }).onConflictDoNothing();
  });
  return (await loadSessionUser(userId)) ?? "email-unverified";
}

/**
 * The provider sends the browser back here: check state, exchange the code (with the PKCE
 * verifier), log in. `stateCookie` is the decoded `OAUTH_STATE_COOKIE` value the browser sent
 * (null without one); `userAgent` is stored with the new session.
 */
export async function finishOAuth(
  provider: OAuthProvider,
  query: { code?: string; state?: string; error?: string },
  stateCookie: string | null,
  userAgent: string | null,
): Promise<Response> {
  const saved = readState(stateCookie);
  const redirect = safeRedirectTarget(saved?.redirect);
  if (query.error) return clearState(entrarWithError("oauth-cancelled", redirect));
  if (!saved || saved.provider !== provider || !query.state || query.state !== saved.state || !query.code) {
    return clearState(entrarWithError("oauth-failed", redirect));
  }
  const config = await providerConfig(provider).catch(() => null);
  if (!config) return clearState(entrarWithError(`${provider}-unavailable`, redirect));
  let identity: OAuthIdentity;
  try {
    const tokens = config.facebookDefault
      ? await new Facebook(config.clientId, config.clientSecret, callbackUrl(provider)).validateAuthorizationCode(query.code)
      : await new OAuth2Client(config.clientId, config.clientSecret, callbackUrl(provider)).validateAuthorizationCode(
          config.tokenEndpoint,
          query.code,
          config.pkce ? saved.verifier : null,
        );
    identity = await fetchIdentity(provider, config, tokens);
  } catch (error) {
    logWarn(`oauth: ${provider} rechazó el código`, error);
    return clearState(entrarWithError("oauth-failed", redirect));
  }
  const user = await userForIdentity(provider, identity);
  if (user === "email-unverified") return clearState(entrarWithError("oauth-email-unverified", redirect));
  if (await isDeactivated(user.id)) return clearState(entrarWithError("account-deactivated", redirect));
  const { token, expiresAt } = await createSession(user.id, userAgent);
  const response = NextResponse.redirect(new URL(landingAfterLogin(user, redirect), appUrl()), 303);
  setSessionCookies(response, token, user, expiresAt);
  return clearState(response);
}

function clearState(response: NextResponse): NextResponse {
  response.cookies.set(OAUTH_STATE_COOKIE, "", { path: "/api/auth/oauth", maxAge: 0, httpOnly: true });
  return response;
}
