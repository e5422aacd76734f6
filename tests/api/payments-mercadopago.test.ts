import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as sandboxDecide } from "@/app/api/payment/sandbox/[token]/route";
import { POST as createPayment, PUT as confirmPayment } from "@/app/api/payment/route";
import { POST as webhook } from "@/app/api/payment/webhook/mercadopago/route";
import { resetEnvCache } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { memberships, orderEvents, orders, outbox } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { mercadoPagoProvider } from "@/lib/server/payments/providers/mercadopago";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

const SECRET = "mp-webhook-secret-de-prueba";
const APP = "https://rumbo.example";
const MP = "https://api.mercadopago.com";

/** Mercado Pago as the tests see it: preferences created and payments by id, kept in memory. */
const preferences: Array<Record<string, any>> = [];
const payments = new Map<
  string,
  { id: number; status: string; status_detail: string; external_reference: string; transaction_amount: number; currency_id: string }
>();
let nextPaymentId = 9_000_001;

const mp = setupServer(
  http.post(`${MP}/checkout/preferences/`, async ({ request }) => {
    const body = (await request.json()) as Record<string, any>;
    expect(request.headers.get("authorization")).toBe("Bearer TEST-access-token");
    preferences.push(body);
    const id = `pref-${preferences.length}`;
    return HttpResponse.json(
      { id, init_point: `https://www.mercadopago.com.pe/checkout/v1/redirect?pref_id=${id}`, ...body },
      { status: 201 },
    );
  }),
  http.get(`${MP}/v1/payments/search`, ({ request }) => {
    const reference = new URL(request.url).searchParams.get("external_reference");
    const results = [...payments.values()].filter((p) => p.external_reference === reference);
    return HttpResponse.json({ results, paging: { total: results.length, limit: 30, offset: 0 } });
  }),
  http.get(`${MP}/v1/payments/:id`, ({ params }) => {
    const payment = payments.get(String(params.id));
    return payment ? HttpResponse.json(payment) : HttpResponse.json({ message: "Payment not found", status: 404 }, { status: 404 });
  }),
);

/** The buyer pays on Mercado Pago: a payment with that status appears for the order. */
function mpPays(orderId: string, status: string, amount = 180) {
  const id = nextPaymentId++;
  payments.set(String(id), {
    id,
    status,
    status_detail: status === "approved" ? "accredited" : status,
    external_reference: orderId,
    transaction_amount: amount,
    currency_id: "PEN",
  });
  return String(id);
}

function signed(dataId: string, requestId = `req-${dataId}`, secret = SECRET) {
  const ts = String(Math.floor(Date.now() / 1000));
  const v1 = createHmac("sha256", secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest("hex");
  return { "x-signature": `ts=${ts},v1=${v1}`, "x-request-id": requestId };
}

const notify = (paymentId: string, headers: Record<string, string>) =>
  callRoute(webhook, {
    method: "POST",
    path: `/api/payment/webhook/mercadopago?data.id=${paymentId}&type=payment`,
    headers,
    body: { action: "payment.updated", api_version: "v1", data: { id: paymentId }, type: "payment", live_mode: false },
  });

async function student() {
  const user = await insertTestUser();
  const { token } = await createSession(user.id, "vitest");
  return { ...user, headers: { authorization: `Bearer ${token}` } };
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
  const orderId: string = response.json.data.orderId;
  const db = await getDb();
  const [order] = await db.select({ token: orders.token }).from(orders).where(eq(orders.id, orderId));
  return { orderId, redirect: response.json.data.redirect as string, token: order.token };
}
const confirm = (s: Student, token: string) =>
  callRoute(confirmPayment, { method: "PUT", path: "/api/payment", headers: s.headers, body: { token } });

async function grantsOf(orderId: string) {
  const db = await getDb();
  return (
    await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.source, "order"), eq(memberships.sourceRef, orderId)))
  ).length;
}

beforeAll(() => {
  process.env.PAYMENT_PROVIDER = "mercadopago";
  process.env.MERCADOPAGO_ACCESS_TOKEN = "TEST-access-token";
  process.env.MERCADOPAGO_WEBHOOK_SECRET = SECRET;
  process.env.APP_URL = APP;
  resetEnvCache();
  mp.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  preferences.length = 0;
});
afterAll(() => {
  mp.close();
  for (const key of ["PAYMENT_PROVIDER", "MERCADOPAGO_ACCESS_TOKEN", "MERCADOPAGO_WEBHOOK_SECRET", "APP_URL"]) delete process.env[key];
  resetEnvCache();
});

describe("Mercado Pago: la preferencia de Checkout Pro", () => {
  it("lleva el pedido como external_reference, las URL de retorno con el token, la del webhook y el precio del servidor", async () => {
    const s = await student();
    const { orderId, redirect, token } = await pay(s, "especializado-2", { unit_price: 1, price: 1 });
    expect(redirect).toBe("https://www.mercadopago.com.pe/checkout/v1/redirect?pref_id=pref-1");
    expect(preferences).toHaveLength(1);
    const body = preferences[0];
    expect(body.external_reference).toBe(orderId);
    expect(body.items).toEqual([
      expect.objectContaining({
        id: "especializado-2",
        title: "Plan especializado · 2 sesiones",
        quantity: 1,
        unit_price: 180,
        currency_id: "PEN",
      }),
    ]);
    expect(body.back_urls).toEqual({
      success: `${APP}/order-payment/success?token=${token}`,
      failure: `${APP}/order-payment/failure?token=${token}`,
      pending: `${APP}/order-payment/pending?token=${token}`,
    });
    expect(body.auto_return).toBe("approved");
    expect(body.notification_url).toBe(`${APP}/api/payment/webhook/mercadopago`);
    expect(body.payer).toEqual({ email: s.email });
    const db = await getDb();
    const [order] = await db
      .select({ provider: orders.provider, checkout: orders.providerCheckoutId, amountCents: orders.amountCents })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order).toEqual({ provider: "mercadopago", checkout: "pref-1", amountCents: 18_000 });
  });

  it("la página de prueba del sandbox no existe con Mercado Pago (404)", async () => {
    const s = await student();
    const { token } = await pay(s);
    const response = await callRoute(sandboxDecide, {
      method: "POST",
      path: `/api/payment/sandbox/${token}`,
      headers: s.headers,
      params: { token },
      body: { outcome: "approved" },
    });
    expect(response.status).toBe(404);
  });
});

describe("Mercado Pago: la consulta del pago (lookup)", () => {
  it.each([
    ["approved", "approved"],
    ["pending", "pending"],
    ["in_process", "pending"],
    ["authorized", "pending"],
    ["rejected", "rejected"],
    ["cancelled", "cancelled"],
    ["refunded", "refunded"],
    ["charged_back", "refunded"],
  ])("el estado %s de Mercado Pago es %s en Rumbo", async (mpStatus, ours) => {
    const orderId = `orden-${mpStatus}`;
    const paymentId = mpPays(orderId, mpStatus);
    expect(await mercadoPagoProvider.lookup({ orderId })).toMatchObject({
      orderId,
      status: ours,
      paymentId,
      amountCents: 18_000,
      currency: "PEN",
    });
    expect(await mercadoPagoProvider.lookup({ paymentId })).toMatchObject({ orderId, status: ours, paymentId });
  });

  it("sin pagos todavía, el pedido sigue 'created'; con varios, el aprobado manda", async () => {
    expect((await mercadoPagoProvider.lookup({ orderId: "orden-sin-pago" })).status).toBe("created");
    mpPays("orden-varios", "rejected");
    const approved = mpPays("orden-varios", "approved");
    expect(await mercadoPagoProvider.lookup({ orderId: "orden-varios" })).toMatchObject({ status: "approved", paymentId: approved });
  });
});

describe("Mercado Pago: volver a Rumbo (PUT /api/payment)", () => {
  it("confirma con la consulta del servidor, no con la URL: sin pago aprobado no hay membresía", async () => {
    const s = await student();
    const { orderId, token } = await pay(s);
    expect((await confirm(s, token)).json.data).toMatchObject({ status: "created", membership: { active: false } });
    mpPays(orderId, "rejected");
    expect((await confirm(s, token)).json.data).toMatchObject({ status: "rejected", membership: { active: false } });
    mpPays(orderId, "approved");
    expect((await confirm(s, token)).json.data).toMatchObject({
      status: "approved",
      membership: { active: true, plan: "especializado-2" },
    });
    expect(await grantsOf(orderId)).toBe(1);
  });

  it("un pago por otro monto no aprueba el pedido", async () => {
    const s = await student();
    const { orderId, token } = await pay(s, "especializado-4");
    mpPays(orderId, "approved", 1);
    expect((await confirm(s, token)).json.data).toMatchObject({ status: "created", membership: { active: false } });
    expect(await grantsOf(orderId)).toBe(0);
  });
});

describe("Mercado Pago: el webhook", () => {
  it("con firma válida aprueba el pedido una vez; repetido responde 200 y no cambia nada", async () => {
    const s = await student();
    const { orderId } = await pay(s);
    const paymentId = mpPays(orderId, "approved");
    const first = await notify(paymentId, signed(paymentId));
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ received: true, orderId, status: "approved" });
    const again = await notify(paymentId, signed(paymentId, "otra-peticion"));
    expect(again.status).toBe(200);
    expect(await grantsOf(orderId)).toBe(1);
    const db = await getDb();
    const events = await db
      .select({ to: orderEvents.toStatus, source: orderEvents.source, paymentId: orderEvents.providerPaymentId })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id);
    expect(events).toEqual([
      { to: "created", source: "create", paymentId: null },
      { to: "approved", source: "webhook", paymentId },
    ]);
    const receipts = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, "payment-receipt"), eq(outbox.to, s.email)));
    expect(receipts).toHaveLength(1);
  });

  it("sin firma, con firma equivocada o de otro pago responde 401 y no toca el pedido", async () => {
    const s = await student();
    const { orderId } = await pay(s);
    const paymentId = mpPays(orderId, "approved");
    expect((await notify(paymentId, {})).status).toBe(401);
    expect((await notify(paymentId, signed(paymentId, "req-1", "otro-secreto"))).status).toBe(401);
    expect((await notify(paymentId, signed("123", "req-1"))).status).toBe(401);
    const tampered = signed(paymentId);
    expect((await notify(paymentId, { ...tampered, "x-request-id": "cambiado" })).status).toBe(401);
    expect((await notify(paymentId, { "x-signature": "ts=abc,v1=zz", "x-request-id": "r" })).status).toBe(401);
    const unauthorized = await notify(paymentId, {});
    expect(unauthorized.json).toEqual({ message: "Firma de la notificación no válida.", code: "unauthorized" });
    expect(await grantsOf(orderId)).toBe(0);
    const db = await getDb();
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe("created");
  });

  it("otros temas y pagos de otros comercios se acusan con 200 sin cambiar nada", async () => {
    const other = mpPays("no-es-un-pedido-de-rumbo", "approved");
    expect((await notify(other, signed(other))).json.data).toEqual({ received: true, orderId: null, status: null });
    const merchant = await callRoute(webhook, {
      method: "POST",
      path: "/api/payment/webhook/mercadopago?data.id=555&type=merchant_order",
      headers: signed("555"),
      body: { type: "merchant_order", data: { id: "555" } },
    });
    expect(merchant.status).toBe(200);
    expect(merchant.json.data).toEqual({ received: true, orderId: null, status: null });
  });

  it("la misma notificación firmada, reenviada tal cual (en serie y a la vez), no cambia nada dos veces", async () => {
    // A captured, validly signed request replayed byte for byte: the server asks Mercado Pago for the
    // payment's state again, so a replay can only repeat the truth, never grant a second period.
    const s = await student();
    const { orderId } = await pay(s, "especializado-4");
    const paymentId = mpPays(orderId, "approved", 290);
    const captured = signed(paymentId, "capturada");
    const first = await notify(paymentId, captured);
    expect(first.json.data, first.text).toEqual({ received: true, orderId, status: "approved" });
    const replays = await Promise.all([1, 2, 3, 4].map(() => notify(paymentId, { ...captured })));
    replays.push(await notify(paymentId, { ...captured }));
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await grantsOf(orderId)).toBe(1);
    const db = await getDb();
    const events = await db
      .select({ to: orderEvents.toStatus })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id);
    expect(events.map((e) => e.to)).toEqual(["created", "approved"]);
    const receipts = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, "payment-receipt"), eq(outbox.to, s.email)));
    expect(receipts).toHaveLength(1);
  });

  it("varias confirmaciones y webhooks a la vez dan una sola membresía y un solo recibo", async () => {
    const s = await student();
    const { orderId, token } = await pay(s, "especializado-4");
    const paymentId = mpPays(orderId, "approved", 290);
    const results = await Promise.all([
      confirm(s, token),
      notify(paymentId, signed(paymentId, "a")),
      confirm(s, token),
      notify(paymentId, signed(paymentId, "b")),
      confirm(s, token),
      notify(paymentId, signed(paymentId, "c")),
    ]);
    for (const r of results) expect(r.status, r.text).toBe(200);
    expect(await grantsOf(orderId)).toBe(1);
    const db = await getDb();
    const approvals = await db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, "approved")));
    expect(approvals).toHaveLength(1);
    const receipts = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, "payment-receipt"), eq(outbox.to, s.email)));
    expect(receipts).toHaveLength(1);
    expect((await confirm(s, token)).json.data).toMatchObject({
      status: "approved",
      membership: { active: true, plan: "especializado-4" },
    });
  });

  it("un reembolso posterior queda en el historial del pedido", async () => {
    const s = await student();
    const { orderId, token } = await pay(s);
    const paymentId = mpPays(orderId, "approved");
    await notify(paymentId, signed(paymentId));
    payments.get(paymentId)!.status = "refunded";
    await notify(paymentId, signed(paymentId, "reembolso"));
    expect((await confirm(s, token)).json.data.status).toBe("refunded");
    const db = await getDb();
    const events = await db
      .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id);
    expect(events.map((e) => `${e.from}→${e.to}`)).toEqual(["null→created", "created→approved", "approved→refunded"]);
  });
});
