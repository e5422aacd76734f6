import { eq, inArray, sql } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as providers } from "@/app/api/auth/oauth/route";
import { GET as start } from "@/app/api/auth/oauth/[provider]/route";
import { GET as callback } from "@/app/api/auth/oauth/[provider]/callback/route";
import { resetEnvCache } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { oauthAccounts, users } from "@/lib/db/schema";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

const server = new OAuth2Server();
let userinfo: Record<string, unknown> = {};
const saved = { ...process.env };
/** The accounts this file creates (fixed addresses): deleted at the end, so it can run again on a shared PostgreSQL. */
const createdEmails = ["nueva.google@example.pe", "ya-existe@example.pe", "victima@example.pe"];

beforeAll(async () => {
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  server.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = userinfo;
  });
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(users).where(inArray(sql`lower(${users.email})`, createdEmails));
  await server.stop();
  process.env = saved;
  resetEnvCache();
});

function configure(withCredentials: boolean) {
  const issuer = server.issuer.url!;
  Object.assign(process.env, {
    APP_URL: "http://localhost:3000",
    GOOGLE_CLIENT_ID: withCredentials ? "google-client" : "",
    GOOGLE_CLIENT_SECRET: withCredentials ? "google-secret" : "",
    GOOGLE_ISSUER: issuer,
    FACEBOOK_CLIENT_ID: withCredentials ? "fb-client" : "",
    FACEBOOK_CLIENT_SECRET: withCredentials ? "fb-secret" : "",
    FACEBOOK_AUTH_URL: `${issuer}/authorize`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo`,
  });
  resetEnvCache();
}

/** Start → the mock's /authorize (which answers at once with a code) → our callback. */
async function socialLogin(provider: "google" | "facebook", redirect = "/donde-estudiar?area_id=salud") {
  const started = await callRoute(start, {
    path: `/api/auth/oauth/${provider}?redirect=${encodeURIComponent(redirect)}`,
    params: { provider },
  });
  expect(started.status).toBe(302);
  const authorizeUrl = new URL(started.headers.get("location")!);
  if (provider === "google") {
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("code_challenge")).toBeTruthy();
  }
  const stateCookie = /rumbo_oauth=([^;]+)/.exec(started.headers.getSetCookie().join("\n"))![1];
  const authorized = await fetch(authorizeUrl, { redirect: "manual" });
  const back = new URL(authorized.headers.get("location")!);
  expect(back.pathname).toBe(`/api/auth/oauth/${provider}/callback`);
  return callRoute(callback, {
    path: `${back.pathname}${back.search}`,
    params: { provider },
    headers: { cookie: `rumbo_oauth=${stateCookie}` },
  });
}

describe("inicio de sesión con Google y Facebook", () => {
  beforeEach(() => configure(true));

  it("sin credenciales, los proveedores figuran como no disponibles y el inicio vuelve a /entrar con el aviso", async () => {
    configure(false);
    const list = await callRoute(providers, { path: "/api/auth/oauth" });
    expect(list.json.data).toEqual({ google: false, facebook: false });
    const res = await callRoute(start, { path: "/api/auth/oauth/google?redirect=/live", params: { provider: "google" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3000/entrar?error=google-unavailable&redirect=%2Flive");
  });

  it("Google (PKCE): crea una cuenta nueva sin celular ni rol y vuelve al destino guardado con sesión", async () => {
    userinfo = { sub: "g-1001", email: "Nueva.Google@example.pe", email_verified: true, given_name: "Camila", family_name: "Torres" };
    const res = await socialLogin("google");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3000/donde-estudiar?area_id=salud");
    const cookies = res.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/rumbo_session=[^;]+;.*HttpOnly/i);
    const user = JSON.parse(decodeURIComponent(/rumbo_user=([^;]+)/.exec(cookies)![1]));
    expect(user).toMatchObject({ email: "nueva.google@example.pe", name: "Camila", surname: "Torres", phone: null, role: null });
  });

  it("Facebook: enlaza una cuenta existente por su correo verificado", async () => {
    const existing = await insertTestUser({ email: "ya-existe@example.pe" });
    userinfo = { id: "fb-77", email: "ya-existe@example.pe", first_name: "Lucía", last_name: "Quispe" };
    const res = await socialLogin("facebook", "//evil.com");
    expect(res.headers.get("location")).toBe("http://localhost:3000/orientacion-vocacional");
    const db = await getDb();
    const links = await db.select({ userId: oauthAccounts.userId }).from(oauthAccounts).where(eq(oauthAccounts.providerUserId, "fb-77"));
    expect(links).toEqual([{ userId: existing.id }]);
  });

  it("un padre que entra con Google sin destino pedido llega a su panel, no al test del estudiante", async () => {
    const email = `padre-oauth-${Date.now()}@example.pe`;
    createdEmails.push(email);
    await insertTestUser({ email, role: "user-parent", emailVerifiedAt: new Date() });
    userinfo = { sub: `g-parent-${Date.now()}`, email, email_verified: true, given_name: "Rosa" };
    const res = await socialLogin("google", "");
    expect(res.headers.get("location")).toBe("http://localhost:3000/padres/panel");
    // A destination the parent asked for is kept.
    const again = await socialLogin("google", "/instituciones");
    expect(again.headers.get("location")).toBe("http://localhost:3000/instituciones");
  });

  it("un correo no verificado nunca toma una cuenta existente", async () => {
    await insertTestUser({ email: "victima@example.pe" });
    userinfo = { sub: "g-evil", email: "victima@example.pe", email_verified: false, given_name: "X" };
    const res = await socialLogin("google");
    expect(res.headers.get("location")).toMatch(/\/entrar\?error=oauth-email-unverified/);
    expect(res.headers.getSetCookie().join("\n")).not.toMatch(/rumbo_session=[^;]/);
    const db = await getDb();
    expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, "g-evil"))).toEqual([]);
  });

  it("una cuenta desactivada por un admin no entra con Google: vuelve a /entrar con el aviso y sin sesión", async () => {
    const email = `desactivada-${Date.now()}@example.pe`;
    createdEmails.push(email);
    await insertTestUser({ email, deactivatedAt: new Date(), emailVerifiedAt: new Date() });
    userinfo = { sub: `g-off-${Date.now()}`, email, email_verified: true, given_name: "X" };
    const res = await socialLogin("google");
    expect(res.headers.get("location")).toMatch(/\/entrar\?error=account-deactivated/);
    expect(res.headers.getSetCookie().join("\n")).not.toMatch(/rumbo_session=[^;]/);
  });

  it("un state distinto al guardado se rechaza", async () => {
    const started = await callRoute(start, { path: "/api/auth/oauth/google", params: { provider: "google" } });
    const stateCookie = /rumbo_oauth=([^;]+)/.exec(started.headers.getSetCookie().join("\n"))![1];
    const res = await callRoute(callback, {
      path: "/api/auth/oauth/google/callback?code=abc&state=otro",
      params: { provider: "google" },
      headers: { cookie: `rumbo_oauth=${stateCookie}` },
    });
    expect(res.headers.get("location")).toMatch(/error=oauth-failed/);
    const db = await getDb();
    expect((await db.select({ id: users.id }).from(users).where(eq(users.email, "nadie@x.pe"))).length).toBe(0);
  });
});
