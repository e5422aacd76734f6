import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { GET as getMembership } from "@/app/api/membership/route";
import { POST as sandboxDecide } from "@/app/api/payment/sandbox/[token]/route";
import { GET as listPayments, POST as createPayment, PUT as confirmPayment } from "@/app/api/payment/route";
import { GET as getPlans } from "@/app/api/plans/route";
import { resetEnvCache } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { memberships, metricEvents, orderEvents, orders, outbox } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

async function student() {
  const user = await insertTestUser();
  const { token } = await createSession(user.id, "vitest");
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}

type Student = Awaited<ReturnType<typeof student>>;

async function pay(s: Student, id: number | string = "especializado-2", extra: Record<string, unknown> = {}) {
  const response = await callRoute(createPayment, {
    method: "POST",
    path: "/api/payment",
    headers: s.headers,
    body: { products: [{ quantity: 1, id, ...extra }] },
  });
  expect(response.status, response.text).toBe(201);
  const redirect: string = response.json.data.redirect;
  const token = decodeURIComponent(redirect.split("/pago/prueba/")[1]);
  return { orderId: response.json.data.orderId as string, redirect, token };
}

const decide = (s: Student, token: string, outcome: string) =>
  callRoute(sandboxDecide, {
    method: "POST",
    path: `/api/payment/sandbox/${token}`,
    headers: s.headers,
    params: { token },
    body: { outcome },
  });
const confirm = (s: Student, token: string) =>
  callRoute(confirmPayment, { method: "PUT", path: "/api/payment", headers: s.headers, body: { token } });

async function countsFor(orderId: string, userId: string, email: string) {
  const db = await getDb();
  const grants = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.source, "order"), eq(memberships.sourceRef, orderId)));
  const events = await db
    .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus, source: orderEvents.source })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
  const receipts = await db
    .select({ id: outbox.id, text: outbox.text, subject: outbox.subject })
    .from(outbox)
    .where(and(eq(outbox.kind, "payment-receipt"), eq(outbox.to, email)));
  const periods = await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.userId, userId));
  return { grants: grants.length, events, receipts, periods: periods.length };
}

afterEach(() => {
  delete process.env.PAYMENT_PROVIDER;
  resetEnvCache();
});

describe("GET /api/plans", () => {
  it("da los tres planes de la tabla del servidor, en céntimos y soles", async () => {
    const response = await callRoute(getPlans, { path: "/api/plans" });
    expect(response.status).toBe(200);
    const plans = response.json.data as Array<Record<string, unknown>>;
    expect(plans.map((p) => [p.slug, p.priceCents, p.currency, p.period, p.sessions])).toEqual([
      ["autoguiado", 9_500, "PEN", "unico", 0],
      ["especializado-2", 18_000, "PEN", "mes", 2],
      ["especializado-4", 29_000, "PEN", "mes", 4],
    ]);
    for (const plan of plans)
      expect(plan).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        features: expect.any(Array),
        days: expect.any(Number),
      });
  });
});

describe("POST /api/payment (sandbox)", () => {
  it("crea el pedido con el precio de la tabla del servidor (ignora lo que parezca un precio) y manda a la página de prueba", async () => {
    const s = await student();
    const { orderId, redirect, token } = await pay(s, 2, { price: 1, unit_price: 1, amountCents: 100 });
    expect(redirect).toBe(`/pago/prueba/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const db = await getDb();
    const [order] = await db
      .select({
        amountCents: orders.amountCents,
        planSlug: orders.planSlug,
        status: orders.status,
        provider: orders.provider,
        userId: orders.userId,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order).toEqual({ amountCents: 18_000, planSlug: "especializado-2", status: "created", provider: "sandbox", userId: s.id });
    expect((await countsFor(orderId, s.id, s.email)).events).toEqual([{ from: null, to: "created", source: "create" }]);
  });

  it("acepta el id o el slug del plan", async () => {
    const s = await student();
    const bySlug = await pay(s, "especializado-4");
    const byId = await pay(s, 1);
    const db = await getDb();
    const rows = await db.select({ id: orders.id, amountCents: orders.amountCents }).from(orders).where(eq(orders.userId, s.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.amountCents]))).toEqual({ [bySlug.orderId]: 29_000, [byId.orderId]: 9_500 });
  });

  it("sin sesión responde 401", async () => {
    const response = await callRoute(createPayment, { method: "POST", path: "/api/payment", body: { products: [{ quantity: 1, id: 2 }] } });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: "Inicia sesión para continuar.", code: "unauthorized" });
  });

  it("un plan que no existe, una cantidad distinta de 1 o varios productos son 400 por campo", async () => {
    const s = await student();
    const send = (body: unknown) => callRoute(createPayment, { method: "POST", path: "/api/payment", headers: s.headers, body });
    const unknown = await send({ products: [{ quantity: 1, id: "plan-de-oro" }] });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      code: "validation",
      errors: { "products.0.id": ["Ese plan no existe. Elige uno de la lista de planes."] },
    });
    const unknownId = await send({ products: [{ quantity: 1, id: 99 }] });
    expect(unknownId.status).toBe(400);
    const two = await send({ products: [{ quantity: 2, id: 2 }] });
    expect(two.status).toBe(400);
    expect(two.json.errors["products.0.quantity"]).toEqual(["Cada plan se compra de a uno (cantidad 1)."]);
    const many = await send({
      products: [
        { quantity: 1, id: 1 },
        { quantity: 1, id: 2 },
      ],
    });
    expect(many.status).toBe(400);
    expect(many.json.errors.products).toEqual(["Elige un solo plan por pago."]);
    expect((await send({})).status).toBe(400);
    expect((await send("no es json")).status).toBe(400);
    const db = await getDb();
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, s.id))).toEqual([]);
  });

  it("con la cookie de sesión exige que la petición venga del mismo sitio", async () => {
    const s = await student();
    const body = { products: [{ quantity: 1, id: 2 }] };
    const cross = await callRoute(createPayment, {
      method: "POST",
      path: "/api/payment",
      headers: { cookie: `rumbo_session=${s.token}`, origin: "https://evil.example" },
      body,
    });
    expect(cross.status).toBe(403);
    const same = await callRoute(createPayment, {
      method: "POST",
      path: "/api/payment",
      headers: { cookie: `rumbo_session=${s.token}`, origin: testOrigin },
      body,
    });
    expect(same.status).toBe(201);
  });
});

describe("pagar, aprobar y confirmar (sandbox)", () => {
  it("aprobado: la membresía empieza, la cookie legible la refleja, llega un recibo y el historial queda", async () => {
    const s = await student();
    const before = await callRoute(getMembership, { path: "/api/membership", headers: s.headers });
    expect(before.json.data).toEqual({ active: false, plan: null, planName: null, endsAt: null, sessionsIncluded: 0, lines: [] });

    const { orderId, token } = await pay(s, "especializado-2");
    const pendingConfirm = await confirm(s, token);
    expect(pendingConfirm.json.data).toMatchObject({ orderId, status: "created", membership: { active: false } });

    const decided = await decide(s, token, "approved");
    expect(decided.status).toBe(200);
    expect(decided.json.data).toEqual({
      orderId,
      outcome: "approved",
      status: "approved",
      redirect: `/order-payment/success?token=${encodeURIComponent(token)}`,
    });

    const started = Date.now();
    const response = await confirm(s, token);
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({
      orderId,
      status: "approved",
      membership: { active: true, plan: "especializado-2" },
      plan: "especializado-2",
      planName: "Plan especializado · 2 sesiones",
      sessions: 2,
      amountCents: 18_000,
      currency: "PEN",
    });
    const endsAt = new Date(response.json.data.membership.endsAt).getTime();
    expect(Math.abs(endsAt - (started + 30 * 86_400_000))).toBeLessThan(60_000);

    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("rumbo_user="));
    expect(cookie).toBeDefined();
    const publicUser = JSON.parse(decodeURIComponent(cookie!.split(";")[0].slice("rumbo_user=".length)));
    expect(publicUser).toMatchObject({ id: s.id, haveMembership: true });
    expect(cookie).not.toMatch(/HttpOnly/i);

    const counts = await countsFor(orderId, s.id, s.email);
    expect(counts.grants).toBe(1);
    expect(counts.events).toEqual([
      { from: null, to: "created", source: "create" },
      { from: "created", to: "approved", source: "sandbox" },
    ]);
    expect(counts.receipts).toHaveLength(1);
    // The built-in test provider's receipt says it is a test payment.
    expect(counts.receipts[0].subject).toBe("Pago de prueba en Rumbo: Plan especializado · 2 sesiones");
    expect(counts.receipts[0].text).toContain("no se cobró dinero");
    expect(counts.receipts[0].text).toContain(orderId);
    expect(counts.receipts[0].text).toContain("S/ 180.00");
    expect(counts.receipts[0].text).toContain("/cuenta/sesiones");

    const membership = await callRoute(getMembership, { path: "/api/membership", headers: s.headers });
    expect(membership.json.data).toMatchObject({
      active: true,
      plan: "especializado-2",
      planName: "Plan especializado · 2 sesiones",
      sessionsIncluded: 2,
    });

    // A test payment moved no money: no `order_approved` fact (no revenue in the metrics).
    const db = await getDb();
    const facts = await db
      .select({ props: metricEvents.props })
      .from(metricEvents)
      .where(and(eq(metricEvents.userId, s.id), eq(metricEvents.name, "order_approved"), eq(metricEvents.type, "server")));
    expect(facts).toEqual([]);
  });

  it("lo repetido (recargar la página de retorno, el botón otra vez) deja una sola membresía y un solo recibo", async () => {
    const s = await student();
    const { orderId, token } = await pay(s, 1);
    await decide(s, token, "approved");
    for (let i = 0; i < 3; i++) expect((await confirm(s, token)).json.data.status).toBe("approved");
    expect((await decide(s, token, "approved")).status).toBe(200);
    const counts = await countsFor(orderId, s.id, s.email);
    expect(counts).toMatchObject({ grants: 1, periods: 1 });
    expect(counts.receipts).toHaveLength(1);
    expect(counts.events.filter((e) => e.to === "approved")).toHaveLength(1);
  });

  it("confirmaciones a la vez (varios PUT y la decisión del proveedor) dan una sola membresía", async () => {
    const s = await student();
    const { orderId, token } = await pay(s, "especializado-4");
    const results = await Promise.all([
      decide(s, token, "approved"),
      confirm(s, token),
      confirm(s, token),
      decide(s, token, "approved"),
      confirm(s, token),
      confirm(s, token),
      confirm(s, token),
    ]);
    for (const r of results) expect(r.status, r.text).toBe(200);
    expect((await confirm(s, token)).json.data).toMatchObject({
      status: "approved",
      membership: { active: true, plan: "especializado-4" },
    });
    const counts = await countsFor(orderId, s.id, s.email);
    expect(counts).toMatchObject({ grants: 1, periods: 1 });
    expect(counts.receipts).toHaveLength(1);
    expect(counts.events.filter((e) => e.to === "approved")).toHaveLength(1);
  });

  it("un segundo pedido aprobado extiende la membresía después del primero", async () => {
    const s = await student();
    const first = await pay(s, 2);
    await decide(s, first.token, "approved");
    const a = await confirm(s, first.token);
    const second = await pay(s, 2);
    await decide(s, second.token, "approved");
    const b = await confirm(s, second.token);
    const gap = new Date(b.json.data.membership.endsAt).getTime() - new Date(a.json.data.membership.endsAt).getTime();
    expect(gap).toBe(30 * 86_400_000);
    expect((await countsFor(second.orderId, s.id, s.email)).periods).toBe(2);
  });

  it("rechazado: sin membresía; la decisión ya no cambia (409)", async () => {
    const s = await student();
    const { orderId, token } = await pay(s, 2);
    expect((await decide(s, token, "rejected")).json.data).toMatchObject({
      status: "rejected",
      redirect: `/order-payment/failure?token=${encodeURIComponent(token)}`,
    });
    expect((await confirm(s, token)).json.data).toMatchObject({
      status: "rejected",
      membership: { active: false, plan: null, endsAt: null },
    });
    const again = await decide(s, token, "approved");
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Este pago de prueba ya se decidió: no se puede cambiar.");
    const counts = await countsFor(orderId, s.id, s.email);
    expect(counts).toMatchObject({ grants: 0, periods: 0 });
    expect(counts.receipts).toHaveLength(0);
  });

  it("pendiente y luego aprobado: el historial guarda los dos pasos", async () => {
    const s = await student();
    const { orderId, token } = await pay(s, 2);
    expect((await decide(s, token, "pending")).json.data.redirect).toBe(`/order-payment/pending?token=${encodeURIComponent(token)}`);
    expect((await confirm(s, token)).json.data).toMatchObject({ status: "pending", membership: { active: false } });
    await decide(s, token, "approved");
    expect((await confirm(s, token)).json.data).toMatchObject({ status: "approved", membership: { active: true } });
    expect((await countsFor(orderId, s.id, s.email)).events.map((e) => `${e.from}→${e.to}`)).toEqual([
      "null→created",
      "created→pending",
      "pending→approved",
    ]);
  });
});

describe("nadie ve ni confirma el pedido de otro", () => {
  it("el token de otro estudiante es 404 en PUT y en la página de prueba; GET solo lista los propios", async () => {
    const owner = await student();
    const other = await student();
    const { orderId, token } = await pay(owner, 2);
    const put = await confirm(other, token);
    expect(put.status).toBe(404);
    expect(put.json).toEqual({ message: "No encontramos ese pago en tu cuenta.", code: "not_found" });
    expect((await decide(other, token, "approved")).status).toBe(404);

    const mine = await callRoute(listPayments, { path: "/api/payment", headers: owner.headers });
    expect(mine.json.data).toEqual([
      {
        id: orderId,
        status: "created",
        amountCents: 18_000,
        currency: "PEN",
        plan: "especializado-2",
        planName: "Plan especializado · 2 sesiones",
        createdAt: expect.any(String),
      },
    ]);
    const theirs = await callRoute(listPayments, { path: "/api/payment", headers: other.headers });
    expect(theirs.json.data).toEqual([]);
    const db = await getDb();
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe("created");
  });

  it("un token desconocido es 404; uno mal formado, 400; sin sesión, 401", async () => {
    const s = await student();
    expect((await confirm(s, "x".repeat(43))).status).toBe(404);
    const bad = await confirm(s, "corto");
    expect(bad.status).toBe(400);
    expect(bad.json.errors.token).toEqual(["El código del pago no es válido."]);
    expect((await callRoute(confirmPayment, { method: "PUT", path: "/api/payment", body: { token: "x".repeat(43) } })).status).toBe(401);
    expect((await callRoute(listPayments, { path: "/api/payment" })).status).toBe(401);
    expect((await callRoute(getMembership, { path: "/api/membership" })).status).toBe(401);
  });

  it("una decisión que no existe es 400", async () => {
    const s = await student();
    const { token } = await pay(s, 2);
    const response = await decide(s, token, "quizas");
    expect(response.status).toBe(400);
    expect(response.json.errors.outcome).toEqual(["Elige aprobar, rechazar o dejar pendiente."]);
  });
});

describe("la página de prueba solo existe con el proveedor sandbox", () => {
  it("con PAYMENT_PROVIDER=mercadopago, POST /api/payment/sandbox/{token} es 404", async () => {
    const s = await student();
    const { token } = await pay(s, 2);
    process.env.PAYMENT_PROVIDER = "mercadopago";
    resetEnvCache();
    const response = await decide(s, token, "approved");
    expect(response.status).toBe(404);
    const db = await getDb();
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.token, token));
    expect(order.status).toBe("created");
  });
});
