import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/membership/information/route";
import { getDb } from "@/lib/db/client";
import { membershipRequests, outbox } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

async function loggedStudent(overrides: Parameters<typeof insertTestUser>[0] = {}) {
  const user = await insertTestUser(overrides);
  const { token } = await createSession(user.id, "vitest");
  return { ...user, token };
}

const path = "/api/membership/information";

describe("POST /api/membership/information ('Comienza tu plan ahora')", () => {
  it("con bearer y cuerpo vacío registra la solicitud y escribe a ventas con los datos del estudiante", async () => {
    const { id, email, token } = await loggedStudent({ name: "Valeria", surname: "Huamán", fullPhone: "+51987111222" });
    const response = await callRoute(POST, { method: "POST", path, headers: { authorization: `Bearer ${token}` } });

    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ alreadyRequested: false, requestId: expect.any(Number) });
    expect(new Date(response.json.data.requestedAt).getTime()).not.toBeNaN();

    const db = await getDb();
    const rows = await db
      .select({ userId: membershipRequests.userId, source: membershipRequests.source })
      .from(membershipRequests)
      .where(eq(membershipRequests.userId, id));
    expect(rows).toEqual([{ userId: id, source: "subscription" }]);

    const mails = await db
      .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.kind, "membership-information"));
    const mine = mails.filter((m) => m.text.includes(email));
    expect(mine).toHaveLength(1);
    expect(mine[0].to).toBe("ventas@rumbo.pe");
    expect(mine[0].subject).toBe("Solicitud de plan: Valeria Huamán");
    expect(mine[0].text).toContain("+51987111222");
    expect(mine[0].text).toContain("modal 'Cambia tu futuro ahora'");
  });

  it("un segundo clic en 24 horas devuelve la misma solicitud y no envía otro correo", async () => {
    const { id, email, token } = await loggedStudent();
    const headers = { authorization: `Bearer ${token}` };
    const first = await callRoute(POST, { method: "POST", path, headers, body: { source: "blocked" } });
    const second = await callRoute(POST, { method: "POST", path, headers });
    expect(second.status).toBe(200);
    expect(second.json.data).toEqual({ ...first.json.data, alreadyRequested: true });

    const db = await getDb();
    expect(await db.select({ id: membershipRequests.id }).from(membershipRequests).where(eq(membershipRequests.userId, id))).toHaveLength(
      1,
    );
    const mails = await db.select({ text: outbox.text }).from(outbox).where(eq(outbox.kind, "membership-information"));
    expect(mails.filter((m) => m.text.includes(email))).toHaveLength(1);
  });

  it("sin sesión responde 401 en español y no registra nada", async () => {
    const db = await getDb();
    const before = (await db.select({ id: membershipRequests.id }).from(membershipRequests)).length;
    const response = await callRoute(POST, { method: "POST", path });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: "Inicia sesión para continuar.", code: "unauthorized" });
    expect((await db.select({ id: membershipRequests.id }).from(membershipRequests)).length).toBe(before);
  });

  it("con la cookie de sesión exige que la petición venga del mismo sitio", async () => {
    const { token } = await loggedStudent();
    const cross = await callRoute(POST, {
      method: "POST",
      path,
      headers: { cookie: `rumbo_session=${token}`, origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    const same = await callRoute(POST, { method: "POST", path, headers: { cookie: `rumbo_session=${token}`, origin: testOrigin } });
    expect(same.status).toBe(200);
  });

  it("un origen desconocido en el cuerpo es un error de validación por campo", async () => {
    const { token } = await loggedStudent();
    const response = await callRoute(POST, {
      method: "POST",
      path,
      headers: { authorization: `Bearer ${token}` },
      body: { source: "otro" },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: "validation", errors: { source: ["El origen de la solicitud no es válido."] } });
  });
});
