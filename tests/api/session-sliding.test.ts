import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { sessions } from "@/lib/db/schema";
import { createSession, SESSION_TTL_MS } from "@/lib/server/auth/session";
import { runSessionCleanup } from "@/lib/server/auth/session-cleanup";
import { hashToken } from "@/lib/server/auth/tokens";
import { handler } from "@/lib/server/handler/handler";
import { updateUserCookie } from "@/lib/server/auth/session-cookies";
import { NextResponse } from "next/server";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

const me = handler({ auth: "required" }, ({ user }) => ({ id: user.id }));
const DAY = 24 * 60 * 60 * 1000;

/** Set-Cookie lines of a response, by cookie name. */
function setCookies(headers: Headers): Map<string, string> {
  return new Map(headers.getSetCookie().map((line) => [line.slice(0, line.indexOf("=")), line]));
}
const expiresOf = (line: string | undefined) => new Date(/Expires=([^;]+)/i.exec(line ?? "")?.[1] ?? NaN).getTime();

async function sessionSeen(daysAgo: number) {
  const { id } = await insertTestUser();
  const { token } = await createSession(id, "vitest");
  const db = await getDb();
  const lastSeenAt = new Date(Date.now() - daysAgo * DAY);
  await db
    .update(sessions)
    .set({ lastSeenAt, expiresAt: new Date(lastSeenAt.getTime() + SESSION_TTL_MS) })
    .where(eq(sessions.id, hashToken(token)));
  return { id, token };
}

describe("sesión deslizante de 60 días", () => {
  it("al extenderse la sesión se reemiten las dos cookies con el mismo vencimiento nuevo, el de la base", async () => {
    const { id, token } = await sessionSeen(3);
    const res = await callRoute(me, { path: "/api/me", headers: { cookie: `rumbo_session=${token}` } });
    expect(res.status).toBe(200);
    const cookies = setCookies(res.headers);
    expect(cookies.get("rumbo_session")).toContain("HttpOnly");
    expect(cookies.get("rumbo_session")).toContain(`rumbo_session=${token}`);
    expect(cookies.get("rumbo_user")).not.toContain("HttpOnly");
    expect(JSON.parse(decodeURIComponent(/rumbo_user=([^;]*)/.exec(cookies.get("rumbo_user") ?? "")?.[1] ?? "{}")).id).toBe(id);

    const session = expiresOf(cookies.get("rumbo_session"));
    expect(expiresOf(cookies.get("rumbo_user"))).toBe(session);
    const db = await getDb();
    const [row] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    // Cookie dates have whole seconds.
    expect(Math.abs(row.expiresAt.getTime() - session)).toBeLessThan(1000);
    expect(session).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });

  it("cuando la respuesta reescribe la cookie del usuario, las dos llevan el vencimiento de la sesión", async () => {
    const renamed = handler({ auth: "required" }, ({ user }) => {
      const response = NextResponse.json({ data: null });
      updateUserCookie(response, { ...user, haveMembership: true });
      return response;
    });
    const { token } = await sessionSeen(0);
    const res = await callRoute(renamed, {
      method: "POST",
      path: "/api/me",
      headers: { cookie: `rumbo_session=${token}`, origin: testOrigin },
    });
    const cookies = setCookies(res.headers);
    expect(cookies.get("rumbo_user")).toContain("haveMembership%22%3Atrue");
    expect(expiresOf(cookies.get("rumbo_user"))).toBe(expiresOf(cookies.get("rumbo_session")));
    const db = await getDb();
    const [row] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(Math.abs(row.expiresAt.getTime() - expiresOf(cookies.get("rumbo_session")))).toBeLessThan(1000);
  });

  it("sin extensión (visto hoy) o con bearer no se envían cookies", async () => {
    const { token } = await sessionSeen(0);
    const fresh = await callRoute(me, { path: "/api/me", headers: { cookie: `rumbo_session=${token}` } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.getSetCookie()).toEqual([]);

    const { token: app } = await sessionSeen(3);
    const bearer = await callRoute(me, { path: "/api/me", headers: { authorization: `Bearer ${app}` } });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.getSetCookie()).toEqual([]);
  });

  it("la tarea programada borra las sesiones vencidas y deja las vigentes", async () => {
    const expired = await sessionSeen(0);
    const alive = await sessionSeen(0);
    const db = await getDb();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(sessions.id, hashToken(expired.token)));

    expect(await runSessionCleanup()).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [hashToken(expired.token), hashToken(alive.token)]));
    expect(left).toEqual([{ id: hashToken(alive.token) }]);
    expect((await callRoute(me, { path: "/api/me", headers: { cookie: `rumbo_session=${expired.token}` } })).status).toBe(401);
  });
});
