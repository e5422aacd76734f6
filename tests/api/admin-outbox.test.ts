import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/outbox/route";
import { createSession } from "@/lib/server/auth/session";
import { sendEmail } from "@/lib/server/notifications/send-email";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

describe("GET /api/admin/outbox", () => {
  it("un administrador ve los mensajes de una dirección, el más nuevo primero", async () => {
    const admin = await insertTestUser({ isAdmin: true });
    const { token } = await createSession(admin.id);
    const to = `destino-${Date.now()}@example.pe`;
    await sendEmail({ to, subject: "Primero", text: "1", kind: "test" });
    await sendEmail({ to, subject: "Segundo", text: "2", kind: "test" });
    const res = await callRoute(GET, {
      path: `/api/admin/outbox?to=${encodeURIComponent(to)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.map((m: { subject: string }) => m.subject)).toEqual(["Segundo", "Primero"]);
  });

  it("un estudiante recibe 403 y sin sesión 401", async () => {
    const student = await insertTestUser();
    const { token } = await createSession(student.id);
    const forbidden = await callRoute(GET, { path: "/api/admin/outbox?to=x@example.pe", headers: { authorization: `Bearer ${token}` } });
    expect(forbidden.status).toBe(403);
    expect((await callRoute(GET, { path: "/api/admin/outbox?to=x@example.pe" })).status).toBe(401);
  });
});
