import { createHmac } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as adminRefund } from "@/app/api/admin/orders/[id]/refund/route";
import { GET as getMembership } from "@/app/api/membership/route";
import { POST as sandboxDecide } from "@/app/api/payment/sandbox/[token]/route";
import { POST as createPayment, PUT as confirmPayment } from "@/app/api/payment/route";
import { POST as webhook } from "@/app/api/payment/webhook/mercadopago/route";
import { resetEnvCache } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { advisors, auditLog, liveBookings, memberships, orderEvents, orders, outbox } from "@/lib/db/schema";
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

/**
 * a refund or a chargeback ends what the order paid for, exactly once, whoever says it
 * first (the provider's signed notice or the back office's «Marcar reembolsado»).
 */
describe("Mercado Pago: reembolso y contracargo terminan lo que se pagó", () => {
  async function paidWithBookings() {
    const s = await student();
    const { orderId, token } = await pay(s, "especializado-4");
    const paymentId = mpPays(orderId, "approved", 290);
    expect((await notify(paymentId, signed(paymentId))).json.data.status).toBe("approved");
    const db = await getDb();
    const [period] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.source, "order"), eq(memberships.sourceRef, orderId)));
    const [advisor] = await db
      .insert(advisors)
      .values({ name: "Rosa Asesora", title: "Psicóloga", email: `asesora-${paymentId}@example.pe` })
      .returning({ id: advisors.id });
    const day = 86_400_000;
    const booking = (offsetDays: number) => ({
      advisorId: advisor.id,
      userId: s.id,
      membershipId: period.id,
      startsAt: new Date(Date.now() + offsetDays * day),
      endsAt: new Date(Date.now() + offsetDays * day + 3_600_000),
    });
    const [past, future] = await db
      .insert(liveBookings)
      .values([booking(-2), booking(3)])
      .returning({ id: liveBookings.id });
    const adminUser = await insertTestUser({ isAdmin: true });
    const admin = { ...adminUser, headers: { authorization: `Bearer ${(await createSession(adminUser.id)).token}` } };
    return {
      s,
      orderId,
      token,
      paymentId,
      periodId: period.id,
      past: past.id,
      future: future.id,
      advisorEmail: `asesora-${paymentId}@example.pe`,
      admin,
    };
  }

  async function effects(c: Awaited<ReturnType<typeof paidWithBookings>>) {
    const db = await getDb();
    const [period] = await db.select({ endsAt: memberships.endsAt }).from(memberships).where(eq(memberships.id, c.periodId));
    const bookings = await db
      .select({ id: liveBookings.id, status: liveBookings.status })
      .from(liveBookings)
      .where(eq(liveBookings.membershipId, c.periodId))
      .orderBy(liveBookings.id);
    const mails = await db
      .select({ to: outbox.to, kind: outbox.kind })
      .from(outbox)
      .where(
        and(
          inArray(outbox.kind, ["live-booking-cancelled", "live-booking-cancelled-advisor"]),
          inArray(outbox.to, [c.s.email, c.advisorEmail]),
        ),
      )
      .orderBy(outbox.id);
    const audit = await db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, c.orderId)));
    const membership = await callRoute(getMembership, { path: "/api/membership", headers: c.s.headers });
    return { periodEndsAt: period.endsAt, bookings, mails, audit, active: membership.json.data.active as boolean };
  }

  const markRefunded = (c: Awaited<ReturnType<typeof paidWithBookings>>) =>
    callRoute(adminRefund, {
      method: "POST",
      params: { id: c.orderId },
      body: { reason: "Contracargo del banco" },
      headers: c.admin.headers,
    });

  it("un contracargo firmado termina la membresía ahora, cancela las sesiones por venir, avisa a ambos y lo audita; repetirlo o «Marcar reembolsado» después no duplica nada", async () => {
    const c = await paidWithBookings();
    expect((await effects(c)).active).toBe(true);
    payments.get(c.paymentId)!.status = "charged_back";
    const before = Date.now();
    const res = await notify(c.paymentId, signed(c.paymentId, "contracargo"));
    expect(res.json.data).toEqual({ received: true, orderId: c.orderId, status: "refunded" });
    const first = await effects(c);
    expect(first.active).toBe(false);
    expect(first.periodEndsAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(first.periodEndsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(first.bookings).toEqual([
      { id: c.past, status: "confirmed" },
      { id: c.future, status: "cancelled" },
    ]);
    expect(first.mails).toEqual([
      { to: c.s.email, kind: "live-booking-cancelled" },
      { to: c.advisorEmail, kind: "live-booking-cancelled-advisor" },
    ]);
    expect(first.audit).toHaveLength(1);
    expect(first.audit[0]).toMatchObject({
      action: "refund",
      actorId: null,
      actorEmail: "proveedor de pago (aviso firmado)",
      after: {
        status: "refunded",
        source: "webhook",
        mpStatus: "charged_back",
        membershipsEnded: [c.periodId],
        bookingsCancelled: [c.future],
      },
    });

    // The same notice again, then the back office: 200, nothing doubled.
    expect((await notify(c.paymentId, signed(c.paymentId, "contracargo-2"))).status).toBe(200);
    const admin = await markRefunded(c);
    expect(admin.status).toBe(200);
    expect(admin.json.data).toMatchObject({ refundedNow: false, membershipsEnded: 0, bookingsCancelled: 0, order: { status: "refunded" } });
    const after = await effects(c);
    expect(after.periodEndsAt).toEqual(first.periodEndsAt);
    expect(after.mails).toEqual(first.mails);
    expect(after.audit).toHaveLength(1);
  });

  it("«Marcar reembolsado» primero hace lo mismo con el admin como autor; el aviso de reembolso después no cambia nada", async () => {
    const c = await paidWithBookings();
    const admin = await markRefunded(c);
    expect(admin.json.data).toMatchObject({ refundedNow: true, membershipsEnded: 1, bookingsCancelled: 1 });
    const first = await effects(c);
    expect(first.active).toBe(false);
    expect(first.bookings.find((b) => b.id === c.future)?.status).toBe("cancelled");
    expect(first.mails).toHaveLength(2);
    expect(first.audit).toEqual([
      expect.objectContaining({
        action: "refund",
        actorId: c.admin.id,
        actorEmail: c.admin.email,
        after: expect.objectContaining({ source: "admin", reason: "Contracargo del banco", bookingsCancelled: [c.future] }),
      }),
    ]);
    payments.get(c.paymentId)!.status = "refunded";
    expect((await notify(c.paymentId, signed(c.paymentId, "reembolso-mp"))).json.data.status).toBe("refunded");
    const after = await effects(c);
    expect(after.periodEndsAt).toEqual(first.periodEndsAt);
    expect(after.mails).toEqual(first.mails);
    expect(after.audit).toHaveLength(1);
  });

  it("el aviso y «Marcar reembolsado» a la vez: uno solo termina la membresía, cancela y audita", async () => {
    const c = await paidWithBookings();
    payments.get(c.paymentId)!.status = "charged_back";
    const [hook, admin] = await Promise.all([notify(c.paymentId, signed(c.paymentId, "a-la-vez")), markRefunded(c)]);
    expect(hook.status).toBe(200);
    expect(admin.status).toBe(200);
    const result = await effects(c);
    expect(result.active).toBe(false);
    expect(result.audit).toHaveLength(1);
    expect(result.mails).toHaveLength(2);
    expect(result.bookings.filter((b) => b.status === "cancelled")).toHaveLength(1);
    const db = await getDb();
    const events = await db.select({ to: orderEvents.toStatus }).from(orderEvents).where(eq(orderEvents.orderId, c.orderId));
    expect(events.filter((e) => e.to === "refunded")).toHaveLength(1);
  });

  it("reembolsar un pago termina ese periodo y adelanta el plan pagado que venía después (sin huecos)", async () => {
    const c = await paidWithBookings();
    const { orderId: secondId } = await pay(c.s, "especializado-2");
    const second = mpPays(secondId, "approved");
    await notify(second, signed(second));
    const db = await getDb();
    const periodOf = async (ref: string) =>
      (
        await db
          .select({ startsAt: memberships.startsAt, endsAt: memberships.endsAt })
          .from(memberships)
          .where(and(eq(memberships.source, "order"), eq(memberships.sourceRef, ref)))
      )[0];
    const queued = await periodOf(secondId);
    expect(queued.startsAt.getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
    await markRefunded(c);
    const moved = await periodOf(secondId);
    expect(Math.abs(moved.startsAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(moved.endsAt.getTime() - moved.startsAt.getTime()).toBe(30 * 86_400_000);
    expect((await callRoute(getMembership, { path: "/api/membership", headers: c.s.headers })).json.data).toMatchObject({
      active: true,
      plan: "especializado-2",
    });
  });
});
