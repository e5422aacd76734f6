import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { GET as dashboardRoute } from "@/app/api/admin/dashboard/route";
import { GET as getMembership } from "@/app/api/membership/route";
import { POST as join } from "@/app/api/membership/school/route";
import { GET as paymentOptionsRoute } from "@/app/api/payment/options/route";
import { POST as createPayment, PUT as confirmPayment } from "@/app/api/payment/route";
import { POST as sandboxDecide } from "@/app/api/payment/sandbox/[token]/route";
import { resetEnvCache } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { orders, schoolCodes, schools } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { cardPaymentWarning, isLocalUrl } from "@/lib/server/payments/providers";
import { PEER_HEADER, serverHandle } from "@/server/interface";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

async function student(overrides: Parameters<typeof insertTestUser>[0] = {}) {
  const user = await insertTestUser(overrides);
  const { token } = await createSession(user.id, "vitest");
  return { ...user, headers: { authorization: `Bearer ${token}` } };
}
type Student = Awaited<ReturnType<typeof student>>;

const pay = (s: Student, plan = "especializado-2") =>
  callRoute(createPayment, { method: "POST", path: "/api/payment", headers: s.headers, body: { products: [{ quantity: 1, id: plan }] } });
const options = (s: Student | null) => callRoute(paymentOptionsRoute, { path: "/api/payment/options", headers: s?.headers ?? {} });
const tokenOf = (redirect: string) => decodeURIComponent(redirect.split("/pago/prueba/")[1]);
const decide = (s: Student, token: string, outcome: string) =>
  callRoute(sandboxDecide, {
    method: "POST",
    path: `/api/payment/sandbox/${token}`,
    headers: s.headers,
    params: { token },
    body: { outcome },
  });

/** Pays `plan` on the sandbox and approves it: what a tester does on a laptop. */
async function paidPlan(s: Student, plan = "especializado-2") {
  const created = await pay(s, plan);
  expect(created.status, created.text).toBe(201);
  const token = tokenOf(created.json.data.redirect);
  expect((await decide(s, token, "approved")).status).toBe(200);
  const confirmed = await callRoute(confirmPayment, { method: "PUT", path: "/api/payment", headers: s.headers, body: { token } });
  return { orderId: created.json.data.orderId as string, token, confirmed };
}

afterEach(() => {
  for (const key of ["PAYMENT_PROVIDER", "APP_URL"]) delete process.env[key];
  resetEnvCache();
});

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCache();
}

describe("la regla del proveedor de pago", () => {
  it("reconoce las direcciones locales", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", "http://app.localhost"])
      expect(isLocalUrl(url)).toBe(true);
    for (const url of ["https://rumbo.pe", "http://10.0.0.5", "https://localhost.evil.pe", "no es url"])
      expect(isLocalUrl(url)).toBe(false);
  });

  it("sin PAYMENT_PROVIDER y con APP_URL público: no hay pago con tarjeta, nadie se aprueba un plan solo, y se avisa al iniciar", async () => {
    setEnv({ APP_URL: "https://rumbo.example.pe" });
    expect(cardPaymentWarning()).toMatch(/pago con tarjeta está apagado/);
    expect((await options(null)).json.data).toEqual({ card: "off", current: null, pending: [] });
    const s = await student();
    const refused = await pay(s);
    expect(refused.status).toBe(503);
    expect(refused.json.message).toMatch(/WhatsApp o correo/);
    const db = await getDb();
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, s.id))).toEqual([]);
    // A sandbox checkout made earlier (or guessed) cannot be approved by its buyer either.
    const [order] = await db
      .insert(orders)
      .values({
        id: randomUUID(),
        userId: s.id,
        planSlug: "especializado-4",
        amountCents: 29000,
        currency: "PEN",
        status: "created",
        provider: "sandbox",
        token: randomUUID() + randomUUID(),
      })
      .returning({ token: orders.token });
    expect((await decide(s, order.token, "approved")).status).toBe(404);
    expect((await callRoute(getMembership, { path: "/api/membership", headers: s.headers })).json.data.active).toBe(false);
  });

  it("con APP_URL local, o PAYMENT_PROVIDER=sandbox a propósito, el pago de prueba sigue; con mercadopago es real", async () => {
    setEnv({ APP_URL: "http://localhost:3000" });
    expect((await options(null)).json.data.card).toBe("test");
    expect(cardPaymentWarning()).toBeNull();
    setEnv({ APP_URL: "https://demo.rumbo.example.pe", PAYMENT_PROVIDER: "sandbox" });
    expect((await options(null)).json.data.card).toBe("test");
    setEnv({ PAYMENT_PROVIDER: "mercadopago" });
    expect((await options(null)).json.data.card).toBe("live");
    delete process.env.APP_URL;
    delete process.env.PAYMENT_PROVIDER;
    resetEnvCache();
    // `npm start` on a laptop (no APP_URL at all): the zero-configuration test provider.
    expect((await options(null)).json.data.card).toBe("test");
  });

  it("APP_URL sin definir detrás del servidor de producción: el pago de prueba solo llega a quien entra por loopback (socket y Host)", async () => {
    // What server/serve.ts does: it marks the process and stamps each request with its socket's address.
    serverHandle().customServer = true;
    try {
      const s = await student();
      const db = await getDb();
      const [order] = await db
        .insert(orders)
        .values({
          id: randomUUID(),
          userId: s.id,
          planSlug: "especializado-4",
          amountCents: 29000,
          currency: "PEN",
          status: "created",
          provider: "sandbox",
          token: randomUUID() + randomUUID(),
        })
        .returning({ token: orders.token });
      const outside: [string, Record<string, string>][] = [
        ["un cliente de Internet", { [PEER_HEADER]: "203.0.113.7" }],
        ["un proxy local que pasa el Host público", { [PEER_HEADER]: "127.0.0.1", host: "rumbo.pe" }],
        ["un proxy local con X-Forwarded-Host", { [PEER_HEADER]: "127.0.0.1", "x-forwarded-host": "rumbo.pe" }],
        ["un Host con usuario que apunta a loopback", { [PEER_HEADER]: "127.0.0.1", host: "rumbo.pe@127.0.0.1" }],
        ["una petición sin dirección sellada", {}],
      ];
      for (const [who, headers] of outside) {
        const opts = await callRoute(paymentOptionsRoute, { path: "/api/payment/options", headers: { ...s.headers, ...headers } });
        expect(opts.json.data.card, `${who}: GET /api/payment/options`).toBe("off");
        const created = await callRoute(createPayment, {
          method: "POST",
          path: "/api/payment",
          headers: { ...s.headers, ...headers },
          body: { products: [{ quantity: 1, id: "especializado-2" }] },
        });
        expect(created.status, `${who}: POST /api/payment → ${created.text}`).toBe(503);
        const decided = await callRoute(sandboxDecide, {
          method: "POST",
          path: `/api/payment/sandbox/${order.token}`,
          headers: { ...s.headers, ...headers },
          params: { token: order.token },
          body: { outcome: "approved" },
        });
        expect(decided.status, `${who}: POST /api/payment/sandbox/… → ${decided.text}`).toBe(404);
      }
      expect((await callRoute(getMembership, { path: "/api/membership", headers: s.headers })).json.data.active).toBe(false);
      // The same server, asked from this machine (the journeys, a tester on a laptop): the test provider.
      const local = { ...s.headers, [PEER_HEADER]: "127.0.0.1" };
      expect((await callRoute(paymentOptionsRoute, { path: "/api/payment/options", headers: local })).json.data.card).toBe("test");
      for (const peer of ["::1", "127.0.0.1"]) {
        const res = await callRoute(paymentOptionsRoute, {
          path: "/api/payment/options",
          headers: { ...s.headers, [PEER_HEADER]: peer, host: peer === "::1" ? "[::1]:3000" : "127.0.0.1:3000" },
        });
        expect(res.json.data.card, peer).toBe("test");
      }
      const decided = await callRoute(sandboxDecide, {
        method: "POST",
        path: `/api/payment/sandbox/${order.token}`,
        headers: local,
        params: { token: order.token },
        body: { outcome: "approved" },
      });
      expect(decided.status, decided.text).toBe(200);
      // PAYMENT_PROVIDER=sandbox set on purpose does not open it to the outside either.
      setEnv({ APP_URL: "https://demo.rumbo.example.pe", PAYMENT_PROVIDER: "sandbox" });
      const opts = await callRoute(paymentOptionsRoute, { path: "/api/payment/options", headers: { [PEER_HEADER]: "203.0.113.7" } });
      expect(opts.json.data.card).toBe("off");
    } finally {
      delete serverHandle().customServer;
    }
  });

  it("un pago de prueba dice «Pago de prueba» al volver y no cuenta como venta en el resumen del back office", async () => {
    const admin = await student({ isAdmin: true });
    const today = new Date().toISOString().slice(0, 10);
    const summary = async () =>
      (await callRoute(dashboardRoute, { path: `/api/admin/dashboard?from=${today}&to=${today}`, headers: admin.headers })).json.data
        .totals;
    const before = await summary();
    const s = await student();
    const { confirmed } = await paidPlan(s);
    expect(confirmed.json.data).toMatchObject({ status: "approved", test: true });
    const after = await summary();
    expect(after.orders).toBe(before.orders);
    expect(after.revenueCents).toBe(before.revenueCents);
  });
});

describe("pagar dos veces el mismo plan", () => {
  it("con el plan activo, las opciones lo marcan como plan actual con su fin (pagar de nuevo renueva desde ahí)", async () => {
    const s = await student();
    expect((await options(s)).json.data.current).toBeNull();
    await paidPlan(s);
    const current = (await options(s)).json.data.current;
    const membership = (await callRoute(getMembership, { path: "/api/membership", headers: s.headers })).json.data;
    expect(current).toEqual({ plan: "especializado-2", planName: "Plan especializado · 2 sesiones", endsAt: membership.endsAt });
    // Paying again is allowed and renews from the current end: 30 more days after it.
    const again = await paidPlan(s);
    expect(new Date(again.confirmed.json.data.membership.endsAt).getTime() - new Date(current.endsAt).getTime()).toBe(30 * 86_400_000);
  });

  it("con un pago pendiente de ese plan, pagar otra vez no crea otro pedido: responde con el pendiente", async () => {
    const s = await student();
    const first = await pay(s);
    const token = tokenOf(first.json.data.redirect);
    expect((await decide(s, token, "pending")).json.data.status).toBe("pending");
    const second = await pay(s);
    expect(second.status).toBe(200);
    expect(second.json.data).toEqual({
      orderId: first.json.data.orderId,
      pending: true,
      redirect: `/order-payment/pending?token=${encodeURIComponent(token)}`,
    });
    const db = await getDb();
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, s.id))).toHaveLength(1);
    expect((await options(s)).json.data.pending).toEqual([
      { orderId: first.json.data.orderId, plan: "especializado-2", redirect: second.json.data.redirect },
    ]);
    // Another plan is not blocked.
    expect((await pay(s, "especializado-4")).status).toBe(201);
  });
});

describe("un código de colegio no cambia lo que la familia pagó", () => {
  it("el plan pagado conserva su fin; el acceso del colegio es otra línea con su propio fin; GET /api/membership muestra ambas", async () => {
    const s = await student();
    const { confirmed } = await paidPlan(s);
    const paidEnd = confirmed.json.data.membership.endsAt as string;
    const db = await getDb();
    const [school] = await db.select({ id: schools.id }).from(schools).orderBy(schools.id).offset(5).limit(1);
    const code = `PAGO${randomUUID().slice(0, 6).toUpperCase()}`;
    await db.insert(schoolCodes).values({ schoolId: school.id, code });
    const joined = await callRoute(join, {
      method: "POST",
      path: "/api/membership/school",
      headers: { ...s.headers, "x-forwarded-for": "10.31.34.1" },
      body: {
        schoolId: school.id,
        grade: "5",
        section: "B",
        email: "otro@example.pe",
        code,
        birthday: { day: 14, month: 3, year: 2009 },
        day: 14,
        month: 3,
        year: 2009,
      },
    });
    expect(joined.status, joined.text).toBe(200);
    const membership = (await callRoute(getMembership, { path: "/api/membership", headers: s.headers })).json.data;
    expect(membership).toMatchObject({ active: true, plan: "especializado-2", endsAt: paidEnd, sessionsIncluded: 2 });
    expect(membership.lines).toHaveLength(2);
    expect(membership.lines[0]).toEqual({
      kind: "plan",
      plan: "especializado-2",
      planName: "Plan especializado · 2 sesiones",
      endsAt: paidEnd,
      sessionsIncluded: 2,
    });
    expect(membership.lines[1]).toMatchObject({ kind: "school", plan: "autoguiado", sessionsIncluded: 0 });
    // The school's year runs from today, not after the paid month.
    const schoolEnd = new Date(membership.lines[1].endsAt).getTime();
    expect(Math.abs(schoolEnd - (Date.now() + 365 * 86_400_000))).toBeLessThan(120_000);
    // Paying again still renews the paid line from its own end, not from the school's.
    const again = await paidPlan(s);
    expect(new Date(again.confirmed.json.data.membership.endsAt).getTime() - new Date(paidEnd).getTime()).toBe(30 * 86_400_000);
    const [row] = await db
      .select({ n: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, s.id), eq(orders.status, "approved")))
      .limit(1);
    expect(row).toBeDefined();
  });
});
