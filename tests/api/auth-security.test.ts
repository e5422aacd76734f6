import { desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as confirm } from "@/app/api/auth/email/confirm/route";
import { POST as recover } from "@/app/api/auth/recover/route";
import { POST as registerV2 } from "@/app/api/v2/auth/register/route";
import { GET as ics } from "@/app/api/conference/[id]/ics/route";
import { POST as dataUpdate } from "@/app/api/data-update/student/route";
import { GET as schools } from "@/app/api/school/route";
import { PUT as putStudent } from "@/app/api/student/route";
import { GET as getStudentById } from "@/app/api/student/[id]/route";
import { POST as createLead } from "@/app/institution/v1/lead/route";
import { POST as sendCode } from "@/app/api/institution/notification/route";
import { POST as validateCode } from "@/app/api/institution/notification/validate/route";
import { POST as express } from "@/app/api/institution/notification/express/route";
import { GET as listInstitutions } from "@/app/api/institution/route";
import { GET as getVocational } from "@/app/api/vocational/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { getDb } from "@/lib/db/client";
import { leads, outbox, sessions, users } from "@/lib/db/schema";
import { hashPassword } from "@/lib/server/auth/password";
import { createSession } from "@/lib/server/auth/session";
import { fieldErrors, mapError } from "@/lib/server/http/map-error";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

const ip = (address: string) => ({ "x-forwarded-for": address });
let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}@example.pe`;

async function lastMail(to: string, kind?: string) {
  const db = await getDb();
  const rows = await db.select({ text: outbox.text, kind: outbox.kind }).from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  return rows.find((r) => !kind || r.kind === kind) ?? null;
}
const linkToken = (text: string) => /confirmar-correo\?token=([\w-]+)/.exec(text)?.[1] ?? null;

async function userWithPassword(password = "correcta-1") {
  const user = await insertTestUser({ email: unique("clave"), passwordHash: await hashPassword(password) });
  const { token } = await createSession(user.id);
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

/* ───────────── 1. Body limits ───────────── */

function streamingRequest(path: string, chunks: () => Uint8Array | null | "end", pulled: { bytes: number }) {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks();
      if (next === "end") return controller.close();
      if (next === null) return new Promise(() => {}); // never finishes
      pulled.bytes += next.byteLength;
      controller.enqueue(next);
    },
  });
  return new NextRequest(new URL(path, testOrigin), {
    method: "POST",
    body,
    headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
}

describe("1. límite del cuerpo leído como flujo", () => {
  it("un cuerpo por partes (sin Content-Length) de 2 MB recibe 413 sin leerse entero", async () => {
    const pulled = { bytes: 0 };
    const chunk = new TextEncoder().encode(`{"pad":"${"a".repeat(64 * 1024)}`);
    let sent = 0;
    const req = streamingRequest("/api/auth/login", () => (sent++ < 32 ? chunk : "end"), pulled);
    expect(req.headers.get("content-length")).toBeNull();
    const res = await login(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe("payload_too_large");
    expect(pulled.bytes).toBeLessThan(1_300_000);
  });

  it("un cuerpo que nunca termina se corta con 400 al pasar el plazo", async () => {
    process.env.RUMBO_BODY_TIMEOUT_MS = "300";
    try {
      const pulled = { bytes: 0 };
      let once = false;
      const req = streamingRequest("/api/auth/login", () => (once ? null : ((once = true), new TextEncoder().encode('{"user":'))), pulled);
      const started = Date.now();
      const res = await login(req, { params: Promise.resolve({}) });
      expect(res.status).toBe(400);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      delete process.env.RUMBO_BODY_TIMEOUT_MS;
    }
  });
});

/* ───────────── 2. E-mail and password changes ───────────── */

describe("2. cambiar correo o contraseña exige reautenticación y un enlace", () => {
  const body = (email: string, extra: Record<string, unknown> = {}) => ({
    role: "user",
    email,
    phone: "+51987654321",
    password: "nueva-clave-1",
    accepted: true,
    ...extra,
  });

  it("una sesión robada no cambia el correo ni la contraseña sin la contraseña actual", async () => {
    const me = await userWithPassword();
    const attacker = unique("atacante");
    const res = await callRoute(dataUpdate, { method: "POST", path: "/api/data-update/student", body: body(attacker), headers: me.auth });
    expect(res.status).toBe(400);
    expect(res.json.errors.currentPassword).toEqual(["Escribe tu contraseña actual para cambiar estos datos."]);
    const wrong = await callRoute(dataUpdate, {
      method: "POST",
      path: "/api/data-update/student",
      body: body(attacker, { currentPassword: "mala" }),
      headers: me.auth,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.currentPassword).toEqual(["Tu contraseña actual no es correcta."]);
    const db = await getDb();
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, me.id));
    expect(row.email).toBe(me.email);
    // The old password still logs in.
    expect(
      (
        await callRoute(login, {
          method: "POST",
          path: "/api/auth/login",
          body: { user: me.email, password: "correcta-1" },
          headers: ip("10.60.0.1"),
        })
      ).status,
    ).toBe(200);
  });

  it("con la contraseña actual, el correo nuevo solo reemplaza al anterior al abrir su enlace (un solo uso)", async () => {
    const me = await userWithPassword();
    const other = await createSession(me.id);
    const next = unique("nuevo");
    const res = await callRoute(dataUpdate, {
      method: "POST",
      path: "/api/data-update/student",
      body: body(next, { currentPassword: "correcta-1" }),
      headers: me.auth,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ email: me.email, emailPending: next });
    // The new password works; the other session ended, this one stays.
    const db = await getDb();
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.id));
    expect(left).toHaveLength(1);
    expect((await callRoute(getVocational, { path: "/api/vocational", headers: { authorization: `Bearer ${other.token}` } })).status).toBe(
      401,
    );

    const mail = await lastMail(next, "email-change");
    const token = linkToken(mail!.text)!;
    expect(token).toBeTruthy();
    const [stored] = await db.select({ email: users.email }).from(users).where(eq(users.id, me.id));
    expect(stored.email).toBe(me.email);
    const ok = await callRoute(confirm, { method: "POST", path: "/api/auth/email/confirm", body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({ email: next, changed: true });
    const [changed] = await db.select({ email: users.email, verified: users.emailVerifiedAt }).from(users).where(eq(users.id, me.id));
    expect(changed.email).toBe(next);
    expect(changed.verified).toBeInstanceOf(Date);
    expect(await lastMail(me.email, "email-changed-notice")).not.toBeNull();
    const again = await callRoute(confirm, { method: "POST", path: "/api/auth/email/confirm", body: { token } });
    expect(again.status).toBe(400);
    expect(JSON.stringify(ok.json)).not.toContain(token);
  });

  it("una cuenta cambia de correo a lo más 5 veces por hora: la sexta recibe 429 y no se envía enlace", async () => {
    const me = await userWithPassword();
    const change = (email: string) =>
      callRoute(dataUpdate, {
        method: "POST",
        path: "/api/data-update/student",
        body: body(email, { currentPassword: "correcta-1", password: "correcta-1" }),
        headers: me.auth,
      });
    for (let i = 0; i < 5; i++) {
      const next = unique("cambio");
      const res = await change(next);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ emailPending: next });
    }
    const sixth = unique("cambio");
    const refused = await change(sixth);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe("Hiciste demasiados intentos. Espera un momento y vuelve a intentarlo.");
    expect(await lastMail(sixth)).toBeNull();
    // Saving the rest of one's data without a new address is not an e-mail change.
    const same = await change(me.email);
    expect(same.status).toBe(200);
  });

  it("una cuenta social sin contraseña la completa sin contraseña actual", async () => {
    const social = await insertTestUser({
      email: `google-${Date.now()}@sin-correo.invalid`,
      passwordHash: null,
      phone: null,
      fullPhone: null,
    });
    const { token } = await createSession(social.id);
    const email = unique("social");
    const res = await callRoute(dataUpdate, {
      method: "POST",
      path: "/api/data-update/student",
      body: body(email),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ email, emailPending: null });
    expect(linkToken((await lastMail(email, "email-verification"))!.text)).toBeTruthy();
    expect(
      (
        await callRoute(login, {
          method: "POST",
          path: "/api/auth/login",
          body: { user: email, password: "nueva-clave-1" },
          headers: ip("10.60.0.2"),
        })
      ).status,
    ).toBe(200);
  });

  it("el registro envía un enlace de verificación que confirma el correo", async () => {
    const email = unique("registro");
    const res = await callRoute(registerV2, {
      method: "POST",
      path: "/api/v2/auth/register",
      body: { user: "+51912345678", password: "correcta-1", name: "Ana", surname: "Paz", email, careers: [] },
      headers: ip("10.60.0.3"),
    });
    expect(res.status).toBe(201);
    const token = linkToken((await lastMail(email, "email-verification"))!.text)!;
    const db = await getDb();
    const before = await db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.email, email));
    expect(before[0].verified).toBeNull();
    const ok = await callRoute(confirm, { method: "POST", path: "/api/auth/email/confirm", body: { token } });
    expect(ok.json.data).toEqual({ email, changed: false });
    const after = await db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.email, email));
    expect(after[0].verified).toBeInstanceOf(Date);
  });

  it("la recuperación no envía enlaces a un correo sin verificar de una cuenta sin contraseña", async () => {
    const email = unique("sin-clave");
    await insertTestUser({ email, passwordHash: null, emailVerifiedAt: null });
    const res = await callRoute(recover, { method: "POST", path: "/api/auth/recover", body: { email }, headers: ip("10.60.0.4") });
    expect(res.status).toBe(400);
    expect(await lastMail(email, "password-reset")).toBeNull();
  });
});

/* ───────────── 3. No 500 from client input ───────────── */

describe("3. la entrada del cliente nunca produce un 500", () => {
  it("caracteres nulos en textos: 400 con el sobre de error", async () => {
    const nul = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: "a\u0000@b.pe", password: "x" },
      headers: ip("10.61.0.1"),
    });
    expect(nul.status).toBe(400);
    expect(nul.json.code).toBe("bad_request");
    const search = await callRoute(schools, { path: "/api/school?search=%00" });
    expect(search.status).toBe(400);
    const me = await userWithPassword();
    const name = await callRoute(putStudent, { method: "PUT", path: "/api/student", body: { name: "Ana\u0000" }, headers: me.auth });
    expect(name.status).toBe(400);
  });

  it("claves llamadas toString, constructor o valueOf en los errores de campo", () => {
    const schema = z.object({ toString: z.string(), constructor: z.string(), valueOf: z.string(), hasOwnProperty: z.string() });
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(Object.keys(errors).sort()).toEqual(["constructor", "hasOwnProperty", "toString", "valueOf"]);
    expect(mapError(result.error).status).toBe(400);
  });

  it("un id mayor que 2.147.483.647 da 404, no 500", async () => {
    const res = await callRoute(ics, { path: "/api/conference/2147483648/ics", params: { id: "2147483648" } });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("not_found");
  });

  it("un sustituto UTF-16 solitario en las respuestas da 400", async () => {
    const me = await userWithPassword();
    const { json } = await callRoute(getVocational, { path: "/api/vocational", headers: me.auth });
    const id = json.data.process.id;
    const res = await callRoute(putProgress, {
      method: "PUT",
      path: `/api/vocational/progress/${id}`,
      params: { id },
      body: '{"data":{"section":"vocation","answers":{"text":"hola \\ud800"}}}',
      headers: me.auth,
    });
    expect(res.status).toBe(400);
  });
});

/* ───────────── 4. CSRF ───────────── */

describe("4. CSRF: cookie sin Origin ni Sec-Fetch-Site, y un solo portador", () => {
  it("una petición insegura con cookie y sin Origin ni Sec-Fetch-Site se rechaza", async () => {
    const me = await userWithPassword();
    const res = await callRoute(putStudent, {
      method: "PUT",
      path: "/api/student",
      body: { name: "X" },
      headers: { cookie: `rumbo_session=${me.token}` },
    });
    expect(res.status).toBe(403);
    const fetchSite = await callRoute(putStudent, {
      method: "PUT",
      path: "/api/student",
      body: { name: "Rosa" },
      headers: { cookie: `rumbo_session=${me.token}`, "sec-fetch-site": "same-origin" },
    });
    expect(fetchSite.status).toBe(200);
  });

  it("con un Authorization mal formado la cookie no autentica ni salta la comprobación de origen", async () => {
    const me = await userWithPassword();
    for (const authorization of ["Bearer x y", "Bearer", "Basic abc", "bearer  x", "Bearer x\ty"]) {
      const res = await callRoute(putStudent, {
        method: "PUT",
        path: "/api/student",
        body: { name: "X" },
        headers: { cookie: `rumbo_session=${me.token}`, authorization },
      });
      expect(res.status, authorization).toBe(401);
    }
  });

  it("con Authorization presente manda el portador, nunca la cookie", async () => {
    const a = await userWithPassword();
    const b = await userWithPassword();
    const res = await callRoute(getStudentById, {
      path: `/api/student/${b.id}`,
      params: { id: b.id },
      headers: { cookie: `rumbo_session=${a.token}`, authorization: `Bearer ${b.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.id).toBe(b.id);
    const other = await callRoute(getStudentById, {
      path: `/api/student/${a.id}`,
      params: { id: a.id },
      headers: { cookie: `rumbo_session=${a.token}`, authorization: `Bearer ${b.token}` },
    });
    expect(other.status).toBe(403);
  });
});

/* ───────────── 5. Leads ───────────── */

describe("5. de-duplicación de leads", () => {
  it("reenviar el celular y correo de otra persona no da su referencia verificada ni cambia su nombre", async () => {
    const list = await callRoute(listInstitutions, { path: "/api/institution?type=universidad&perPage=3" });
    const [institutionId, otherInstitution] = list.json.data.items.map((i: { id: number }) => i.id);
    const phone = `9${String(Date.now()).slice(-8)}`;
    const lead = {
      origin: "perfil",
      institution_id: institutionId,
      career_id: null,
      name: "Víctima Real",
      phone,
      email: "victima-lead@example.pe",
      description: null,
    };
    const created = await callRoute(createLead, { method: "POST", path: "/institution/v1/lead", body: lead, headers: ip("10.62.0.1") });
    const referenceId = created.json.data.referenceId;
    const sent = await callRoute(sendCode, { method: "POST", path: "/api/institution/notification", body: { phone, referenceId } });
    expect(sent.status, sent.text).toBe(200);
    const db = await getDb();
    const [sms] = await db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, `+51${phone}`))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    expect(
      (await callRoute(validateCode, { method: "POST", path: "/api/institution/notification/validate", body: { code, referenceId } })).json
        .data.verified,
    ).toBe(true);

    const replay = await callRoute(createLead, {
      method: "POST",
      path: "/institution/v1/lead",
      body: { ...lead, name: "Atacante" },
      headers: ip("10.62.0.2"),
    });
    expect(replay.status).toBe(201);
    expect(replay.json.data.referenceId).not.toBe(referenceId);
    expect(replay.json.data).toMatchObject({ verified: false, delivered: false });
    const [original] = await db.select({ name: leads.name }).from(leads).where(eq(leads.referenceId, referenceId));
    expect(original.name).toBe("Víctima Real");
    const stolen = await callRoute(express, {
      method: "POST",
      path: "/api/institution/notification/express",
      body: { institutionId: otherInstitution, referenceId: replay.json.data.referenceId },
    });
    expect(stolen.status).toBe(400);
  });
});

/* ───────────── 7. Log-in limits ───────────── */

async function registered(password = "correcta-1") {
  const email = unique("limite");
  await insertTestUser({ email, passwordHash: await hashPassword(password) });
  return email;
}
const attempt = (user: string, password: string, address: string) =>
  callRoute(login, { method: "POST", path: "/api/auth/login", body: { user, password }, headers: ip(address) });

describe("7. límites de inicio de sesión por cuenta y dirección", { timeout: 180_000 }, () => {
  it("diez contraseñas malas desde otras direcciones no bloquean a la dueña", async () => {
    const email = await registered();
    for (let i = 0; i < 10; i++) {
      const r = await attempt(email, `mala-${i}`, `10.63.0.${i}`);
      if (r.status === 500) console.log("DBG", r.text);
      expect(r.status).toBe(401);
    }
    expect((await attempt(email, "correcta-1", "10.63.1.1")).status).toBe(200);
  });

  it("cinco fallos desde una dirección frenan a esa dirección para esa cuenta, no a las demás", async () => {
    const email = await registered();
    for (let i = 0; i < 5; i++) expect((await attempt(email, "mala", "10.64.0.1")).status).toBe(401);
    const blocked = await attempt(email, "correcta-1", "10.64.0.1");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await attempt(email, "correcta-1", "10.64.0.2")).status).toBe(200);
  });

  it("sobre el techo por cuenta solo entra una dirección desde la que la dueña ya entró", async () => {
    const email = await registered();
    expect((await attempt(email, "correcta-1", "10.65.9.9")).status).toBe(200);
    for (let i = 0; i < 50; i++) await attempt(email, "mala", `10.65.${Math.floor(i / 4)}.${i % 4}`);
    const unknown = await attempt(email, "correcta-1", "10.65.200.1");
    expect(unknown.status).toBe(429);
    expect((await attempt(email, "correcta-1", "10.65.9.9")).status).toBe(200);
  });
});
