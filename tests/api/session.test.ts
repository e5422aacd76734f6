import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { outbox, sessions } from "@/lib/db/schema";
import { createSession, revokeAllSessions, revokeSession } from "@/lib/server/auth/session";
import { hashToken } from "@/lib/server/auth/tokens";
import { handler } from "@/lib/server/handler/handler";
import { sendEmail } from "@/lib/server/notifications/send-email";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

const me = handler({ auth: "required" }, ({ user }) => ({ id: user.id, name: user.name }));
const maybe = handler({ auth: "optional" }, ({ user }) => ({ logged: user !== null }));

describe("sesiones opacas", () => {
  it("la base guarda solo el hash del token y el usuario se resuelve por bearer o por cookie", async () => {
    const { id } = await insertTestUser();
    const { token } = await createSession(id, "vitest");
    const db = await getDb();
    const stored = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id));
    expect(stored).toEqual([{ id: hashToken(token) }]);
    expect(stored[0].id).not.toContain(token);

    const byBearer = await callRoute(me, { path: "/api/me", headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.json).toEqual({ data: { id, name: "Lucía" } });
    const byCookie = await callRoute(me, { path: "/api/me", headers: { cookie: `rumbo_session=${token}` } });
    expect(byCookie.json.data.id).toBe(id);
  });

  it("sin sesión, o con un token desconocido o revocado, responde 401 en español", async () => {
    const none = await callRoute(me, { path: "/api/me" });
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ message: "Inicia sesión para continuar.", code: "unauthorized" });
    expect((await callRoute(me, { path: "/api/me", headers: { authorization: "Bearer inventado" } })).status).toBe(401);

    const { id } = await insertTestUser();
    const { token } = await createSession(id);
    await revokeSession(token);
    expect((await callRoute(me, { path: "/api/me", headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("revocar todas cierra cada sesión del usuario; una sesión vencida no vale", async () => {
    const { id } = await insertTestUser();
    const a = await createSession(id);
    const b = await createSession(id);
    await revokeAllSessions(id);
    for (const { token } of [a, b]) {
      expect((await callRoute(me, { path: "/api/me", headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    }
    const c = await createSession(id);
    const db = await getDb();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(c.token)));
    expect((await callRoute(me, { path: "/api/me", headers: { authorization: `Bearer ${c.token}` } })).status).toBe(401);
  });

  it("con auth opcional la petición pasa con o sin sesión", async () => {
    const { id } = await insertTestUser();
    const { token } = await createSession(id);
    expect((await callRoute(maybe, { path: "/x" })).json).toEqual({ data: { logged: false } });
    expect((await callRoute(maybe, { path: "/x", headers: { cookie: `rumbo_session=${token}`, origin: testOrigin } })).json).toEqual({
      data: { logged: true },
    });
  });
});

describe("correo sin SMTP", () => {
  it("queda en la tabla outbox con su texto, HTML y adjuntos", async () => {
    const to = `outbox-${Date.now()}@example.pe`;
    const result = await sendEmail({
      to,
      subject: "Prueba",
      text: "Hola",
      html: "<p>Hola</p>",
      kind: "test",
      attachments: [{ filename: "a.ics", contentType: "text/calendar", content: Buffer.from("BEGIN:VCALENDAR").toString("base64") }],
    });
    expect(result.delivered).toBe(false);
    const db = await getDb();
    const [row] = await db.select().from(outbox).where(eq(outbox.to, to));
    expect(row).toMatchObject({ subject: "Prueba", text: "Hola", html: "<p>Hola</p>", kind: "test", sentAt: null });
    expect(row.attachments?.[0].filename).toBe("a.ics");
  });
});
