import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createLead } from "@/app/institution/v1/lead/route";
import { POST as sendCode } from "@/app/api/institution/notification/route";
import { POST as validate } from "@/app/api/institution/notification/validate/route";
import { POST as express } from "@/app/api/institution/notification/express/route";
import { POST as crm } from "@/app/api/institution/notification/crm/route";
import { GET as list } from "@/app/api/institution/route";
import { getDb } from "@/lib/db/client";
import { careers, leads, outbox } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

let phoneSeq = 0;
/** A fresh valid Peruvian mobile per test (rate limits are per phone). */
function newPhone() {
  phoneSeq += 1;
  return `9${String(10_000_000 + Math.floor(Math.random() * 80_000_000) + phoneSeq).slice(0, 8)}`;
}

async function institutionIds() {
  const res = await callRoute(list, { path: "/api/institution?type=universidad&perPage=3" });
  return res.json.data.items.map((i: { id: number }) => i.id) as number[];
}

async function latestCode(phone: string): Promise<string> {
  const db = await getDb();
  const [message] = await db
    .select({ text: outbox.text, channel: outbox.channel })
    .from(outbox)
    .where(eq(outbox.to, phone))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(message.channel).toBe("sms");
  return /\b(\d{6})\b/.exec(message.text)![1];
}

async function leadRow(referenceId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ deliveredAt: leads.deliveredAt, phoneVerifiedAt: leads.phoneVerifiedAt, phone: leads.phone })
    .from(leads)
    .where(eq(leads.referenceId, referenceId));
  return row;
}

function leadBody(institutionId: number, phone: string, extra: Record<string, unknown> = {}) {
  return {
    origin: "perfil",
    institution_id: institutionId,
    career_id: null,
    name: "Lucía Quispe",
    phone,
    email: "lucia@example.pe",
    description: "Quiero saber de becas",
    ...extra,
  };
}

describe("POST /institution/v1/lead y verificación del celular", () => {
  it("un lead llega a la institución solo después de verificar el código del celular", async () => {
    const [id] = await institutionIds();
    const phone = newPhone();
    const created = await callRoute(createLead, { method: "POST", path: "/institution/v1/lead", body: leadBody(id, phone) });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ verified: false, delivered: false, referenceId: expect.any(String) });
    const { referenceId } = created.json.data;
    expect((await leadRow(referenceId)).deliveredAt).toBeNull();

    const sent = await callRoute(sendCode, { method: "POST", path: "/api/institution/notification", body: { phone, referenceId } });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ channel: "sms", verified: false });
    const expires = new Date(sent.json.data.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(9 * 60_000);
    expect(expires).toBeLessThanOrEqual(10 * 60_000);

    const code = await latestCode(`+51${phone}`);
    const ok = await callRoute(validate, { method: "POST", path: "/api/institution/notification/validate", body: { code, referenceId } });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ verified: true, delivered: true });
    const row = await leadRow(referenceId);
    expect(row.deliveredAt).not.toBeNull();
    expect(row.phone).toBe(`+51${phone}`);
  });

  it("el mismo lead dos veces es un solo lead (misma referencia)", async () => {
    const [id] = await institutionIds();
    const phone = newPhone();
    const a = await callRoute(createLead, { method: "POST", path: "/institution/v1/lead", body: leadBody(id, phone) });
    const b = await callRoute(createLead, {
      method: "POST",
      path: "/institution/v1/lead",
      body: leadBody(id, `+51 ${phone}`, { email: "LUCIA@example.pe", name: "Lucía Q." }),
    });
    expect(b.json.data.referenceId).toBe(a.json.data.referenceId);
    const db = await getDb();
    const rows = await db
      .select({ id: leads.id, name: leads.name })
      .from(leads)
      .where(eq(leads.phone, `+51${phone}`));
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe("Lucía Q.");
  });

  it("un código equivocado se rechaza y tras 5 intentos queda bloqueado, incluso con el código correcto", async () => {
    const [id] = await institutionIds();
    const phone = newPhone();
    const { json } = await callRoute(createLead, { method: "POST", path: "/institution/v1/lead", body: leadBody(id, phone) });
    const referenceId = json.data.referenceId;
    await callRoute(sendCode, { method: "POST", path: "/api/institution/notification", body: { phone, referenceId } });
    const code = await latestCode(`+51${phone}`);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 5; i++) {
      const res = await callRoute(validate, {
        method: "POST",
        path: "/api/institution/notification/validate",
        body: { code: wrong, referenceId },
      });
      expect(res.status).toBe(400);
      expect(res.json.errors.code[0]).toMatch(/no es correcto/);
      if (i < 5) expect(res.json.message).toContain(`Te quedan ${5 - i}`);
    }
    const blocked = await callRoute(validate, {
      method: "POST",
      path: "/api/institution/notification/validate",
      body: { code, referenceId },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    expect(blocked.json.message).toMatch(/5 intentos/);
    expect((await leadRow(referenceId)).deliveredAt).toBeNull();

    // A new code starts a new count.
    await callRoute(sendCode, { method: "POST", path: "/api/institution/notification", body: { phone, referenceId } });
    const fresh = await latestCode(`+51${phone}`);
    const ok = await callRoute(validate, {
      method: "POST",
      path: "/api/institution/notification/validate",
      body: { code: fresh, referenceId },
    });
    expect(ok.status).toBe(200);
  });

  it("valida los campos del lead con mensajes en español", async () => {
    const res = await callRoute(createLead, {
      method: "POST",
      path: "/institution/v1/lead",
      body: { origin: "perfil", institution_id: "x", name: "", phone: "123", email: "no-es-correo" },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.email).toEqual(["Email no es válido"]);
    expect(res.json.errors.phone[0]).toMatch(/Tu celular es inválido/);
    expect(res.json.errors.name).toBeDefined();
    expect(res.json.errors.institution_id).toBeDefined();

    const unknown = await callRoute(createLead, { method: "POST", path: "/institution/v1/lead", body: leadBody(99999999, newPhone()) });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.institution_id).toEqual(["Esa institución no existe."]);

    const notJson = await callRoute(createLead, { method: "POST", path: "/institution/v1/lead", body: "{nope" });
    expect(notJson.status).toBe(400);
  });

  it("códigos y referencias inválidas responden 4xx", async () => {
    const badCode = await callRoute(validate, {
      method: "POST",
      path: "/api/institution/notification/validate",
      body: { code: "12ab", referenceId: "x".repeat(20) },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.json.errors.code).toEqual(["El código tiene 6 dígitos."]);
    const unknownRef = await callRoute(validate, {
      method: "POST",
      path: "/api/institution/notification/validate",
      body: { code: "123456", referenceId: "x".repeat(20) },
    });
    expect(unknownRef.status).toBe(404);
    const noCode = await callRoute(sendCode, {
      method: "POST",
      path: "/api/institution/notification",
      body: { phone: "abc", referenceId: "../../" },
    });
    expect(noCode.status).toBe(400);
  });

  it("express envía el mismo contacto verificado a otra institución; sin verificar se rechaza", async () => {
    const [first, second] = await institutionIds();
    const phone = newPhone();
    const { json } = await callRoute(createLead, { method: "POST", path: "/institution/v1/lead", body: leadBody(first, phone) });
    const referenceId = json.data.referenceId;
    const early = await callRoute(express, {
      method: "POST",
      path: "/api/institution/notification/express",
      body: { institutionId: second, referenceId },
    });
    expect(early.status).toBe(400);

    await callRoute(sendCode, { method: "POST", path: "/api/institution/notification", body: { phone, referenceId } });
    await callRoute(validate, {
      method: "POST",
      path: "/api/institution/notification/validate",
      body: { code: await latestCode(`+51${phone}`), referenceId },
    });
    const res = await callRoute(express, {
      method: "POST",
      path: "/api/institution/notification/express",
      body: { institutionId: second, referenceId },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ verified: true, delivered: true });
    expect(res.json.data.referenceId).not.toBe(referenceId);

    // A second request about a career, with a question: still no new code.
    const db = await getDb();
    const [career] = await db.select({ id: careers.id, name: careers.name }).from(careers).limit(1);
    const withCareer = await callRoute(express, {
      method: "POST",
      path: "/api/institution/notification/express",
      body: { institutionId: first, referenceId, careerId: career.id, description: "¿Tienen becas?" },
    });
    expect(withCareer.status).toBe(201);
    expect(withCareer.json.data).toMatchObject({ verified: true, delivered: true });
    const [row] = await db
      .select({ careerId: leads.careerId, careerName: leads.careerName, description: leads.description })
      .from(leads)
      .where(eq(leads.referenceId, withCareer.json.data.referenceId));
    expect(row).toEqual({ careerId: career.id, careerName: career.name, description: "¿Tienen becas?" });
    const unknownCareer = await callRoute(express, {
      method: "POST",
      path: "/api/institution/notification/express",
      body: { institutionId: first, referenceId, careerId: 2_000_000_000 },
    });
    expect(unknownCareer.status).toBe(400);
  });

  it("crm exige sesión y registra al estudiante una sola vez", async () => {
    expect((await callRoute(crm, { method: "POST", path: "/api/institution/notification/crm" })).status).toBe(401);
    const { id } = await insertTestUser();
    const { token } = await createSession(id, "vitest");
    const headers = { Authorization: `Bearer ${token}` };
    const a = await callRoute(crm, { method: "POST", path: "/api/institution/notification/crm", headers });
    const b = await callRoute(crm, { method: "POST", path: "/api/institution/notification/crm", headers });
    expect(a.status).toBe(200);
    expect(b.json.data.referenceId).toBe(a.json.data.referenceId);
  });
});
