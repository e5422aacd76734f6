import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/admin/metrics/export.csv/route";
import { GET as funnel } from "@/app/api/admin/metrics/funnel/route";
import { POST as postEvents } from "@/app/api/metrics/events/route";
import { POST as sendLeadCode } from "@/app/api/institution/notification/route";
import { POST as validateLeadCode } from "@/app/api/institution/notification/validate/route";
import { GET as listInstitutions } from "@/app/api/institution/route";
import { POST as createLead } from "@/app/institution/v1/lead/route";
import { POST as registerV2 } from "@/app/api/v2/auth/register/route";
import { GET as getVocational } from "@/app/api/vocational/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { quickInterestItems } from "@/lib/content/vocational";
import { getDb } from "@/lib/db/client";
import { metricEvents, metricsDaily, outbox } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { loadSessionUser } from "@/lib/server/auth/users";
import { recordServerEvent } from "@/lib/server/metrics";
import { getMetricsReport } from "@/lib/server/metrics/report";
import { applyMetricsRetention } from "@/lib/server/metrics/retention";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

let ipSeq = 0;
/** Each test client has its own address (per-IP limits); the api project trusts X-Forwarded-For. */
const newIp = () => `10.14.${Math.floor(Math.random() * 250)}.${(++ipSeq % 250) + 1}`;
const vid = () => randomBytes(16).toString("base64url");

function send(body: unknown, headers: Record<string, string> = {}) {
  return callRoute(postEvents, { method: "POST", path: "/api/metrics/events", body, headers: { "x-forwarded-for": newIp(), ...headers } });
}

async function eventsOf(where: { visitorId?: string; userId?: string }) {
  const db = await getDb();
  const cond = where.visitorId ? eq(metricEvents.visitorId, where.visitorId) : eq(metricEvents.userId, where.userId!);
  return db.select().from(metricEvents).where(cond).orderBy(metricEvents.id);
}

const pageChange = (path = "/", extra: Record<string, unknown> = {}) => ({ type: "page_change", path, ...extra });

describe("POST /api/metrics/events: contrato", () => {
  it("acepta un lote (202), guarda visitante, campaña, variante y ruta sin query, y crea la cookie rumbo_vid", async () => {
    const res = await send(
      {
        events: [
          pageChange("/carreras?email=ana@example.pe#x", { referrer: "https://www.google.com/search?q=rumbo" }),
          { type: "event", name: "test_started", path: "/orientacion-vocacional", props: { mode: "quick", n: 3, ok: true } },
        ],
      },
      { cookie: "rumbo_ref=feria2026; exp=b" },
    );
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ data: { accepted: 2 } });
    const setCookie = res.headers.getSetCookie().join("\n");
    const id = /rumbo_vid=([^;]+)/.exec(setCookie)?.[1];
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    const rows = await eventsOf({ visitorId: id! });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      type: "page_change",
      name: null,
      path: "/carreras",
      referrer: "www.google.com",
      campaign: "feria2026",
      exp: "b",
      userId: null,
    });
    expect(rows[1]).toMatchObject({ type: "event", name: "test_started", props: { mode: "quick", n: 3, ok: true }, referrer: null });
  });

  it("guarda el usuario con sesión y conserva el visitante que ya tenía; acepta text/plain (sendBeacon)", async () => {
    const user = await insertTestUser();
    const { token } = await createSession(user.id);
    const visitor = vid();
    const res = await send(JSON.stringify({ events: [pageChange("/cuenta"), pageChange("/precios", { ts: Date.now() - 5_000 })] }), {
      "content-type": "text/plain;charset=UTF-8",
      cookie: `rumbo_session=${token}; rumbo_vid=${visitor}; exp=a`,
      origin: testOrigin,
    });
    expect(res.status).toBe(202);
    expect(res.headers.getSetCookie().join("")).not.toMatch(/rumbo_vid/);
    const rows = await eventsOf({ visitorId: visitor });
    expect(rows.map((r) => [r.path, r.userId, r.exp, r.campaign])).toEqual([
      ["/cuenta", user.id, "a", null],
      ["/precios", user.id, "a", null],
    ]);
    expect(Math.abs(rows[1].occurredAt.getTime() - (Date.now() - 5_000))).toBeLessThan(3_000);
  });

  it("una hora del cliente absurda se reemplaza por la del servidor", async () => {
    const visitor = vid();
    await send({ events: [pageChange("/", { ts: 1_000 })] }, { cookie: `rumbo_vid=${visitor}` });
    const [row] = await eventsOf({ visitorId: visitor });
    expect(Math.abs(row.occurredAt.getTime() - Date.now())).toBeLessThan(10_000);
  });

  it.each([
    ["sin path", { events: [{ type: "page_change" }] }],
    ["path sin /", { events: [pageChange("carreras")] }],
    ["tipo desconocido", { events: [{ type: "server", name: "register", path: "/" }] }],
    ["evento sin nombre", { events: [{ type: "event", path: "/" }] }],
    ["campo extra", { events: [pageChange("/", { ip: "1.2.3.4" })] }],
    ["lote vacío", { events: [] }],
    ["sin events", { page: "/" }],
    ["51 eventos", { events: Array.from({ length: 51 }, () => pageChange("/")) }],
    [
      "11 propiedades",
      { events: [{ type: "event", name: "x", path: "/", props: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) }] },
    ],
    ["clave con mayúsculas", { events: [{ type: "event", name: "x", path: "/", props: { Nombre: "a" } }] }],
    ["HTML", { events: [{ type: "event", name: "x", path: "/", props: { q: "<script>alert(1)</script>" } }] }],
    ["correo", { events: [{ type: "event", name: "x", path: "/", props: { q: "ana.quispe@gmail.com" } }] }],
    ["teléfono", { events: [{ type: "event", name: "x", path: "/", props: { q: "+51 987 654 321" } }] }],
    // the same digits as a JSON number are personal data too.
    ["DNI como número", { events: [{ type: "event", name: "x", path: "/", props: { doc: 45678912 } }] }],
    ["teléfono como número", { events: [{ type: "event", name: "x", path: "/", props: { tel: 987654321 } }] }],
    ["teléfono como número con decimales", { events: [{ type: "event", name: "x", path: "/", props: { tel: 987654321.5 } }] }],
    ["teléfono en la clave", { events: [{ type: "event", name: "x", path: "/", props: { tel_987654321: true } }] }],
    ["objeto anidado", { events: [{ type: "event", name: "x", path: "/", props: { q: { a: 1 } } }] }],
    ["texto largo", { events: [{ type: "event", name: "x", path: "/", props: { q: "a".repeat(101) } }] }],
    ["nombre inválido", { events: [{ type: "event", name: "Pago Abierto", path: "/" }] }],
  ])("400: %s", async (_label, body) => {
    const visitor = vid();
    const res = await send(body, { cookie: `rumbo_vid=${visitor}` });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation", message: expect.any(String) });
    expect(await eventsOf({ visitorId: visitor })).toHaveLength(0);
  });

  it("una ruta con un correo, un teléfono o un DNI se guarda con esos tramos reemplazados (y así sale en el CSV)", async () => {
    const visitor = vid();
    const res = await send(
      {
        events: [
          pageChange("/algo/ana@correo.pe/987654321"),
          pageChange("/perfil/ana%40correo.pe/dni/45678912/carreras"),
          pageChange("/carreras/medicina-humana"),
          { type: "event", name: "x", path: "/r/+51%20987%20654%20321", props: { plan: 2, amount: 29000, ok: true } },
        ],
      },
      { cookie: `rumbo_vid=${visitor}` },
    );
    expect(res.status).toBe(202);
    const rows = await eventsOf({ visitorId: visitor });
    expect(rows.map((r) => r.path)).toEqual([
      "/algo/:dato/:dato",
      "/perfil/:dato/dni/:dato/carreras",
      "/carreras/medicina-humana",
      "/r/:dato",
    ]);
    // Small numbers (ids, amounts) are kept.
    expect(rows[3].props).toEqual({ plan: 2, amount: 29000, ok: true });
    const a = await insertTestUser({ isAdmin: true });
    const { token } = await createSession(a.id);
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const csv = await callRoute(exportCsv, {
      path: `/api/admin/metrics/export.csv?from=${today}&to=${today}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.text).not.toMatch(/ana@correo|987654321|45678912/);
  });

  it("un hecho del servidor con un valor personal lo guarda sin ese valor", async () => {
    const user = await insertTestUser();
    await recordServerEvent("order_approved", {
      userId: user.id,
      props: { plan: "especializado-2", phone: 987654321, contact: "ana@correo.pe" },
    });
    const [row] = await eventsOf({ userId: user.id });
    expect(row.props).toEqual({ plan: "especializado-2" });
  });

  it("un cuerpo que no es JSON es 400 y otro formato es 415", async () => {
    expect((await send("{events:", { "content-type": "text/plain" })).status).toBe(400);
    expect((await send("a=b", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
  });

  it("con sesión por cookie, otro origen es 403", async () => {
    const user = await insertTestUser();
    const { token } = await createSession(user.id);
    const res = await send({ events: [pageChange("/")] }, { cookie: `rumbo_session=${token}`, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await eventsOf({ userId: user.id })).toHaveLength(0);
  });
});

describe("privacidad: Sec-GPC y DNT", () => {
  it.each([["sec-gpc"], ["dnt"]])("%s: 1 guarda el evento sin visitante, no crea la cookie y borra la que había", async (header) => {
    const visitor = vid();
    const fresh = await send({ events: [pageChange("/gpc-nueva")] }, { [header]: "1", cookie: "rumbo_ref=camp_gpc" });
    expect(fresh.status).toBe(202);
    expect(fresh.headers.getSetCookie().join("")).not.toMatch(/rumbo_vid/);

    const old = await send({ events: [pageChange("/gpc-vieja")] }, { [header]: "1", cookie: `rumbo_vid=${visitor}` });
    expect(old.status).toBe(202);
    expect(old.headers.getSetCookie().join("")).toMatch(/rumbo_vid=;.*Max-Age=0/i);
    expect(await eventsOf({ visitorId: visitor })).toHaveLength(0);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(metricEvents)
      .where(eq(metricEvents.path, "/gpc-vieja"))
      .orderBy(sql`${metricEvents.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ visitorId: null, userId: null });
  });
});

describe("límites", () => {
  it("por visitante: 60 lotes por minuto, luego 429 con Retry-After", async () => {
    const visitor = vid();
    for (let i = 0; i < 60; i++) expect((await send({ events: [pageChange("/")] }, { cookie: `rumbo_vid=${visitor}` })).status).toBe(202);
    const limited = await send({ events: [pageChange("/")] }, { cookie: `rumbo_vid=${visitor}` });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.json.code).toBe("rate_limited");
  });

  it("por dirección: 600 lotes por minuto entre todos sus visitantes", async () => {
    const ip = "10.99.14.1";
    for (let i = 0; i < 600; i++) {
      const res = await callRoute(postEvents, {
        method: "POST",
        path: "/api/metrics/events",
        body: { events: [pageChange("/")] },
        headers: { "x-forwarded-for": ip, "sec-gpc": "1" },
      });
      expect(res.status).toBe(202);
    }
    const limited = await callRoute(postEvents, {
      method: "POST",
      path: "/api/metrics/events",
      body: { events: [pageChange("/")] },
      headers: { "x-forwarded-for": ip, cookie: `rumbo_vid=${vid()}` },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  }, 120_000);
});

describe("hechos que registra el servidor", () => {
  it("register: con la campaña y la variante de las cookies en ese momento, enlazado al visitante", async () => {
    const visitor = vid();
    const email = `metricas.${Date.now()}@example.pe`;
    const res = await callRoute(registerV2, {
      method: "POST",
      path: "/api/v2/auth/register",
      body: { user: "+51987654321", password: "secreto1", name: "Rosa", surname: "Huamán", email, careers: [] },
      headers: { cookie: `rumbo_ref=colegio_x; exp=b; rumbo_vid=${visitor}`, "x-forwarded-for": newIp() },
    });
    expect(res.status).toBe(201);
    const rows = await eventsOf({ visitorId: visitor });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "server", name: "register", userId: res.json.data.user.id, campaign: "colegio_x", exp: "b" });
  });

  it("test_finished: cuando la sección de intereses queda completa (test rápido), una vez", async () => {
    const user = await insertTestUser();
    const { token } = await createSession(user.id);
    const auth = { authorization: `Bearer ${token}` };
    const processId = (await callRoute(getVocational, { path: "/api/vocational", headers: auth })).json.data.process.id;
    const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, 3]));
    const put = (data: unknown) =>
      callRoute(putProgress, {
        method: "PUT",
        path: `/api/vocational/progress/${processId}`,
        params: { id: processId },
        body: { data },
        headers: auth,
      });
    const first = Object.fromEntries(Object.entries(answers).slice(0, 10));
    expect((await put({ section: "professional-interest", mode: "quick", answers: first, position: 10 })).json.data.status).toBe(
      "in_progress",
    );
    expect((await eventsOf({ userId: user.id })).filter((e) => e.name === "test_finished")).toHaveLength(0);
    expect((await put({ section: "professional-interest", mode: "quick", answers, position: 30 })).json.data.status).toBe("completed");
    await put({ section: "professional-interest", mode: "quick", answers, position: 30 });
    const finished = (await eventsOf({ userId: user.id })).filter((e) => e.name === "test_finished");
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ type: "server", props: { section: "professional-interest" } });
  });

  it("lead_verified: cuando el código SMS del lead es correcto", async () => {
    const user = await insertTestUser();
    const headers = { authorization: `Bearer ${(await createSession(user.id)).token}`, "x-forwarded-for": newIp() };
    const [institution] = (await callRoute(listInstitutions, { path: "/api/institution?type=universidad&perPage=1" })).json.data.items;
    const phone = `9${String(10_000_000 + Math.floor(Math.random() * 89_000_000)).slice(0, 8)}`;
    const lead = await callRoute(createLead, {
      method: "POST",
      path: "/institution/v1/lead",
      headers,
      body: {
        origin: "perfil",
        institution_id: institution.id,
        career_id: null,
        name: "Lucía Quispe",
        phone,
        email: "lucia@example.pe",
        description: null,
      },
    });
    expect(lead.status).toBe(201);
    const { referenceId } = lead.json.data;
    expect(
      (await callRoute(sendLeadCode, { method: "POST", path: "/api/institution/notification", body: { phone, referenceId }, headers }))
        .status,
    ).toBe(200);
    expect((await eventsOf({ userId: user.id })).filter((e) => e.name === "lead_verified")).toHaveLength(0);
    const db = await getDb();
    const [sms] = await db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, `+51${phone}`))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    expect(
      (
        await callRoute(validateLeadCode, {
          method: "POST",
          path: "/api/institution/notification/validate",
          body: { code, referenceId },
          headers,
        })
      ).status,
    ).toBe(200);
    const verified = (await eventsOf({ userId: user.id })).filter((e) => e.name === "lead_verified");
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatchObject({ type: "server", path: "/server" });
  });

  it("recordServerEvent('order_approved', …) guarda el hecho y nunca lanza", async () => {
    const user = await insertTestUser();
    await recordServerEvent("order_approved", {
      userId: user.id,
      campaign: "feria",
      props: { plan: "premium", amount_cents: 9500 },
      path: "/api/payment/webhook",
    });
    const [row] = await eventsOf({ userId: user.id });
    expect(row).toMatchObject({
      type: "server",
      name: "order_approved",
      campaign: "feria",
      path: "/api/payment/webhook",
      props: { plan: "premium", amount_cents: 9500 },
    });
    // A user that does not exist (foreign key) is logged, not thrown.
    await expect(recordServerEvent("order_approved", { userId: randomUUID() })).resolves.toBeUndefined();
  });
});

/* ───────────── Reading: a known data set in May 2030 (Lima dates) ───────────── */

const at = (iso: string) => new Date(iso);
let admin: { id: string; auth: Record<string, string> };
let student: { auth: Record<string, string> };
const range = "from=2030-05-01&to=2030-05-02";

async function loadDataSet() {
  const db = await getDb();
  await db
    .delete(metricEvents)
    .where(and(gte(metricEvents.occurredAt, at("2030-04-01T00:00:00Z")), lt(metricEvents.occurredAt, at("2030-06-01T00:00:00Z"))));
  const u1 = (await insertTestUser()).id;
  const u2 = (await insertTestUser()).id;
  const [v1, v2, v3, v4, v5] = [vid(), vid(), vid(), vid(), vid()];
  type Row = typeof metricEvents.$inferInsert;
  const e = (row: Partial<Row> & { occurredAt: Date }): Row => ({ type: "event", path: "/", ...row });
  await db.insert(metricEvents).values([
    // V1 comes from campaign x, variant a, registers as U1, starts and finishes the test, sees prices.
    e({ type: "page_change", visitorId: v1, campaign: "x", exp: "a", occurredAt: at("2030-05-01T15:00:00Z") }),
    e({ type: "server", name: "register", visitorId: v1, userId: u1, campaign: "x", exp: "a", occurredAt: at("2030-05-01T15:05:00Z") }),
    e({ name: "test_started", visitorId: v1, userId: u1, exp: "a", occurredAt: at("2030-05-01T15:06:00Z") }),
    e({
      name: "section_completed",
      visitorId: v1,
      userId: u1,
      props: { section: "professional-interest" },
      occurredAt: at("2030-05-01T15:20:00Z"),
    }),
    e({ type: "server", name: "test_finished", userId: u1, occurredAt: at("2030-05-01T15:20:01Z") }),
    e({ name: "pricing_viewed", visitorId: v1, userId: u1, exp: "a", occurredAt: at("2030-05-01T15:30:00Z") }),
    // V2: campaign x, variant b, two days, prices and the payment modal.
    e({ type: "page_change", visitorId: v2, campaign: "x", exp: "b", occurredAt: at("2030-05-01T16:00:00Z") }),
    e({ type: "page_change", path: "/precios", visitorId: v2, campaign: "x", exp: "b", occurredAt: at("2030-05-02T16:00:00Z") }),
    e({ name: "pricing_viewed", path: "/precios", visitorId: v2, campaign: "x", exp: "b", occurredAt: at("2030-05-02T16:01:00Z") }),
    e({ name: "payment_modal_opened", path: "/precios", visitorId: v2, campaign: "x", exp: "b", occurredAt: at("2030-05-02T16:02:00Z") }),
    // V3: no campaign, variant a, starts the test and stops after two sections.
    e({ type: "page_change", path: "/test", visitorId: v3, exp: "a", occurredAt: at("2030-05-02T10:00:00Z") }),
    e({ name: "test_started", path: "/test", visitorId: v3, exp: "a", occurredAt: at("2030-05-02T10:01:00Z") }),
    e({ name: "section_completed", visitorId: v3, props: { section: "personality" }, occurredAt: at("2030-05-02T10:10:00Z") }),
    e({ name: "section_completed", visitorId: v3, props: { section: "skills" }, occurredAt: at("2030-05-02T10:20:00Z") }),
    // U2: logged in with Sec-GPC (no visitor), variant b; pays.
    e({ name: "test_started", userId: u2, exp: "b", occurredAt: at("2030-05-01T20:00:00Z") }),
    e({ type: "server", name: "test_finished", userId: u2, occurredAt: at("2030-05-01T20:10:00Z") }),
    e({ name: "payment_pending", userId: u2, exp: "b", occurredAt: at("2030-05-01T20:20:00Z") }),
    e({ type: "server", name: "order_approved", userId: u2, occurredAt: at("2030-05-01T20:30:00Z") }),
    // Nobody (Sec-GPC without session): stored, counted for no one.
    e({ type: "page_change", campaign: "x", occurredAt: at("2030-05-01T17:00:00Z") }),
    // Outside the Lima range: 2030-04-30 23:59 and 2030-05-03 00:00 in Lima.
    e({ type: "page_change", visitorId: v4, campaign: "x", occurredAt: at("2030-05-01T04:59:00Z") }),
    e({ type: "page_change", visitorId: v5, campaign: "x", occurredAt: at("2030-05-03T05:00:00Z") }),
  ]);
}

const counts = (steps: { name: string; count: number }[]) => Object.fromEntries(steps.map((s) => [s.name, s.count]));

describe("GET /api/admin/metrics/funnel", () => {
  beforeAll(async () => {
    await loadDataSet();
    const a = await insertTestUser({ isAdmin: true });
    admin = { id: a.id, auth: { authorization: `Bearer ${(await createSession(a.id)).token}` } };
    const s = await insertTestUser();
    student = { auth: { authorization: `Bearer ${(await createSession(s.id)).token}` } };
  });

  const get = (query: string, headers = admin.auth) => callRoute(funnel, { path: `/api/admin/metrics/funnel?${query}`, headers });

  it("cuenta personas distintas por paso, en días de Lima, uniendo visitante y usuario", async () => {
    const res = await get(range);
    expect(res.status).toBe(200);
    expect(res.json.data.steps.map((s: { name: string }) => s.name)).toEqual([
      "visit",
      "register",
      "test_started",
      "test_finished",
      "pricing_viewed",
      "payment_started",
      "payment_approved",
    ]);
    expect(counts(res.json.data.steps)).toEqual({
      visit: 3,
      register: 1,
      test_started: 3,
      test_finished: 2,
      pricing_viewed: 2,
      payment_started: 2,
      payment_approved: 1,
    });
  });

  it("por campaña y por variante (personas tocadas por ellas)", async () => {
    expect(counts((await get(`${range}&campaign=x`)).json.data.steps)).toEqual({
      visit: 2,
      register: 1,
      test_started: 1,
      test_finished: 1,
      pricing_viewed: 2,
      payment_started: 1,
      payment_approved: 0,
    });
    expect(counts((await get(`${range}&exp=a`)).json.data.steps)).toEqual({
      visit: 2,
      register: 1,
      test_started: 2,
      test_finished: 1,
      pricing_viewed: 1,
      payment_started: 0,
      payment_approved: 0,
    });
    expect(counts((await get(`${range}&exp=b`)).json.data.steps)).toEqual({
      visit: 1,
      register: 0,
      test_started: 1,
      test_finished: 1,
      pricing_viewed: 1,
      payment_started: 2,
      payment_approved: 1,
    });
    expect(counts((await get(`${range}&campaign=x&exp=b`)).json.data.steps)).toEqual({
      visit: 1,
      register: 0,
      test_started: 0,
      test_finished: 0,
      pricing_viewed: 1,
      payment_started: 1,
      payment_approved: 0,
    });
    expect(counts((await get("from=2030-05-02&to=2030-05-02&campaign=x")).json.data.steps)).toMatchObject({
      visit: 1,
      register: 0,
      pricing_viewed: 1,
    });
  });

  it("el informe de la página: lado a lado, serie diaria, páginas y dónde se detienen", async () => {
    const report = await getMetricsReport(await loadSessionUser(admin.id), {
      from: "2030-05-01",
      to: "2030-05-02",
      campaign: undefined,
      exp: undefined,
    });
    const byCampaign = Object.fromEntries(report.byCampaign.map((s) => [s.segment, counts(s.steps)]));
    expect(byCampaign.x).toMatchObject({ visit: 2, register: 1, payment_started: 1 });
    expect(byCampaign[""]).toMatchObject({ visit: 1, test_started: 2, test_finished: 1, payment_approved: 1 });
    const byExp = Object.fromEntries(report.byExp.map((s) => [s.segment, counts(s.steps)]));
    expect(byExp.a).toMatchObject({ visit: 2, test_started: 2 });
    expect(byExp.b).toMatchObject({ visit: 1, payment_approved: 1 });
    expect(report.daily).toEqual([
      { day: "2030-05-01", visits: 2, registers: 1, testsFinished: 2 },
      { day: "2030-05-02", visits: 2, registers: 0, testsFinished: 0 },
    ]);
    expect(report.topPages[0]).toEqual({ path: "/", views: 2, visitors: 2 });
    expect(Object.fromEntries(report.stops.map((s) => [s.section, s.students]))).toEqual({ "professional-interest": 1, skills: 1, "": 1 });
  });

  it("401 sin sesión, 403 para quien no es administrador, 400 con fechas inválidas", async () => {
    expect((await callRoute(funnel, { path: `/api/admin/metrics/funnel?${range}` })).status).toBe(401);
    expect((await get(range, student.auth)).status).toBe(403);
    expect((await callRoute(exportCsv, { path: `/api/admin/metrics/export.csv?${range}` })).status).toBe(401);
    expect((await callRoute(exportCsv, { path: `/api/admin/metrics/export.csv?${range}`, headers: student.auth })).status).toBe(403);
    expect((await get("from=2030-05-03&to=2030-05-01")).status).toBe(400);
    expect((await get("from=mayo&to=2030-05-01")).status).toBe(400);
    expect((await get("to=2030-05-01")).status).toBe(400);
  });

  it("exporta CSV por día (administrador)", async () => {
    const res = await callRoute(exportCsv, { path: `/api/admin/metrics/export.csv?${range}&campaign=x`, headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="rumbo-metricas-2030-05-01-2030-05-02\.csv"/);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("dia,tipo,nombre,ruta,campaña,variante,eventos,personas");
    expect(lines).toContain("2030-05-01,page_change,,/,x,a,1,1");
    expect(lines).toContain("2030-05-02,event,pricing_viewed,,x,b,1,1");
  });
});

describe("retención", () => {
  it("resume por día y borra los eventos de días más antiguos que METRICS_RETENTION_DAYS", async () => {
    const db = await getDb();
    const campaign = `ret${Date.now()}`;
    const [a, b] = [vid(), vid()];
    await db.insert(metricEvents).values([
      { type: "page_change", path: "/", visitorId: a, campaign, occurredAt: at("2031-01-10T15:00:00Z") },
      { type: "page_change", path: "/", visitorId: b, campaign, occurredAt: at("2031-01-10T16:00:00Z") },
      { type: "event", name: "test_started", path: "/test", visitorId: a, campaign, occurredAt: at("2031-01-11T04:00:00Z") },
      { type: "page_change", path: "/", visitorId: a, campaign, occurredAt: at("2031-03-01T15:00:00Z") },
    ]);
    // Now is 2032-02-20 in Lima; 400 days before is 2031-01-16: earlier days are folded.
    const deleted = await applyMetricsRetention(at("2032-02-20T12:00:00Z"), 400);
    expect(deleted).toBeGreaterThanOrEqual(3);
    const left = await db.select({ occurredAt: metricEvents.occurredAt }).from(metricEvents).where(eq(metricEvents.campaign, campaign));
    expect(left.map((r) => r.occurredAt.toISOString())).toEqual(["2031-03-01T15:00:00.000Z"]);
    const daily = await db
      .select({
        day: metricsDaily.day,
        type: metricsDaily.type,
        name: metricsDaily.name,
        path: metricsDaily.path,
        events: metricsDaily.events,
        visitors: metricsDaily.visitors,
      })
      .from(metricsDaily)
      .where(eq(metricsDaily.campaign, campaign))
      .orderBy(metricsDaily.day, metricsDaily.type);
    // 2031-01-11 04:00 UTC is still 2031-01-10 in Lima.
    expect(daily).toEqual([
      { day: "2031-01-10", type: "event", name: "test_started", path: "", events: 1, visitors: 1 },
      { day: "2031-01-10", type: "page_change", name: "", path: "/", events: 2, visitors: 2 },
    ]);
    const csv = await callRoute(exportCsv, {
      path: `/api/admin/metrics/export.csv?from=2031-01-01&to=2031-03-31&campaign=${campaign}`,
      headers: admin.auth,
    });
    const lines = csv.text.trim().split("\r\n").slice(1);
    expect(lines).toEqual([
      `2031-01-10,event,test_started,,${campaign},,1,1`,
      `2031-01-10,page_change,,/,${campaign},,2,2`,
      `2031-03-01,page_change,,/,${campaign},,1,1`,
    ]);
    // Running again changes nothing.
    expect(await applyMetricsRetention(at("2032-02-20T12:00:00Z"), 400)).toBe(0);
  });
});
