import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, gte, inArray, ne, sql } from "drizzle-orm";
import type {
  ConfirmPaymentResponse,
  CreatePaymentRequest,
  CreatePaymentResponse,
  OrderListItem,
  OrderStatus,
  PaymentOptions,
} from "@/lib/contracts/payments";
import { returnStatusFor } from "@/lib/contracts/payments";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb, type Db } from "@/lib/db/client";
import { liveBookings, memberships, orderEvents, orders } from "@/lib/db/schema";
import { AppError, notFound, validationError } from "../http/errors";
import { logInfo, logWarn } from "../log";
import { recordAudit } from "../audit";
import { notifyBookingCancelled } from "../live/bookings";
import { grantMembership, membershipStatus } from "../membership/memberships";
import { recordServerEvent } from "../metrics";
import { findPlan } from "@/lib/pricing/plans";
import { cardPayment, paymentProvider, providerNamed, type PaymentLookup } from "./providers";
import { sendPaymentReceipt } from "./receipt";

/** Where the news of a status change came from (`order_events.source`). */
export type OrderEventSource = "create" | "return" | "webhook" | "sandbox" | "admin";

/**
 * The moves an order's status may make. A rejected card can be retried on the same checkout
 * (Mercado Pago keeps the preference), so `rejected` may still become pending or approved.
 */
const allowedMoves: Record<OrderStatus, OrderStatus[]> = {
  created: ["pending", "approved", "rejected", "cancelled"],
  pending: ["approved", "rejected", "cancelled"],
  rejected: ["pending", "approved"],
  cancelled: [],
  approved: ["refunded"],
  refunded: [],
};

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  planSlug: orders.planSlug,
  amountCents: orders.amountCents,
  currency: orders.currency,
  status: orders.status,
  provider: orders.provider,
  token: orders.token,
  providerPaymentId: orders.providerPaymentId,
  approvedAt: orders.approvedAt,
  createdAt: orders.createdAt,
};

type OrderRow = {
  id: string;
  userId: string;
  planSlug: string;
  amountCents: number;
  currency: string;
  status: string;
  provider: string;
  token: string;
  providerPaymentId: string | null;
  approvedAt: Date | null;
  createdAt: Date;
};

export const asStatus = (s: string): OrderStatus => (s in allowedMoves ? (s as OrderStatus) : "created");

/**
 * `POST /api/payment`: one order for one plan, its amount from the server's plan table, then the
 * provider's checkout. Returns where to send the browser.
 */
export async function createOrder(
  user: SessionUser,
  request: CreatePaymentRequest,
  via: { loopback: boolean },
): Promise<CreatePaymentResponse> {
  const [product] = request.products;
  const plan = findPlan(product.id);
  if (!plan) throw validationError({ "products.0.id": ["Ese plan no existe. Elige uno de la lista de planes."] }, "Ese plan no existe.");
  const provider = paymentProvider(via);
  if (!provider) {
    throw new AppError(
      "unavailable",
      "El pago con tarjeta no está disponible por ahora. Escríbenos por WhatsApp o correo y te ayudamos a activar tu plan.",
    );
  }
  const db = await getDb();
  // A payment for this plan still pending: paying again is blocked, the answer is that order.
  const [pending] = await db
    .select({ id: orders.id, token: orders.token })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.planSlug, plan.slug), eq(orders.status, "pending")))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (pending) return { redirect: pendingOrderPath(pending.token), orderId: pending.id, pending: true };
  const id = randomUUID();
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      id,
      userId: user.id,
      planSlug: plan.slug,
      amountCents: plan.priceCents,
      currency: "PEN",
      status: "created",
      provider: provider.name,
      token,
    });
    await tx.insert(orderEvents).values({
      orderId: id,
      fromStatus: null,
      toStatus: "created",
      source: "create",
      detail: { plan: plan.slug, amountCents: plan.priceCents },
    });
  });
  const checkout = await provider.createCheckout({ orderId: id, token, plan, amountCents: plan.priceCents, payerEmail: user.email });
  if (checkout.checkoutId)
    await db.update(orders).set({ providerCheckoutId: checkout.checkoutId, updatedAt: new Date() }).where(eq(orders.id, id));
  logInfo("payments: order created", { orderId: id, plan: plan.slug, provider: provider.name });
  return { redirect: checkout.redirect, orderId: id, pending: false };
}

const pendingOrderPath = (token: string) => `/order-payment/${returnStatusFor("pending")}?token=${encodeURIComponent(token)}`;

/**
 * `GET /api/payment/options`: whether card payment is on (and real), and for a logged-in student
 * the paid plan running now (paying it again renews it from its end) and the plans with a payment
 * still pending (paying them again is blocked).
 */
export async function paymentOptions(user: SessionUser | null, via: { loopback: boolean }): Promise<PaymentOptions> {
  const card = cardPayment(via);
  if (!user) return { card, current: null, pending: [] };
  const db = await getDb();
  const [status, pendingRows] = await Promise.all([
    membershipStatus(user.id),
    db
      .select({ id: orders.id, planSlug: orders.planSlug, token: orders.token })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.status, "pending")))
      .orderBy(desc(orders.createdAt))
      .limit(20),
  ]);
  const line = status.lines.find((l) => l.kind === "plan");
  return {
    card,
    current: line ? { plan: line.plan, planName: line.planName, endsAt: line.endsAt } : null,
    pending: pendingRows.map((r) => ({ orderId: r.id, plan: r.planSlug, redirect: pendingOrderPath(r.token) })),
  };
}

/**
 * Moves an order to what the provider said, exactly once: the order row is locked
 * (`select … for update`), the move is checked against `allowedMoves`, recorded in
 * `order_events`, and an approval grants the membership in the same transaction (unique per
 * order). Replays and concurrent confirmations find the status already moved and change nothing.
 * Returns the status after the call and whether this call approved the order.
 */
export async function applyProviderStatus(
  orderId: string,
  lookup: PaymentLookup,
  source: OrderEventSource,
): Promise<{ status: OrderStatus; approvedNow: boolean; refundedNow: boolean } | null> {
  const db = await getDb();
  const moved = await db.transaction(async (tx) => moveOrderInTx(tx as unknown as Db, orderId, lookup, source));
  if (moved?.ended) await notifyRefundEnded(moved.ended);
  return (
    moved && {
      status: moved.status,
      approvedNow: moved.moved && moved.status === "approved",
      refundedNow: moved.moved && moved.status === "refunded",
    }
  );
}

/** Who the audit log names for a move that no admin made: the provider's notice, or its answer to a lookup. */
const systemActor: Record<Exclude<OrderEventSource, "admin">, string> = {
  create: "sistema (creación del pedido)",
  return: "proveedor de pago (consulta al volver del pago)",
  webhook: "proveedor de pago (aviso firmado)",
  sandbox: "proveedor de prueba",
};

export type RefundEffects = {
  /** The membership periods the order paid for that ended now (or never start). */
  membershipsEnded: number[];
  /** The live sessions booked on them, still to come, that were cancelled. */
  bookingsCancelled: number[];
};

/**
 * What a refund or a chargeback undoes, inside the transaction that moves the order to
 * `refunded` (so exactly once, whoever says it first): the periods the order granted end now
 * (a queued one never starts) and the later periods of the same line move earlier by the time
 * taken away, the live sessions still to come on those periods are cancelled, and the audit log
 * says who or what did it. The e-mails of the cancelled sessions go after the commit
 * (`notifyRefundEnded`).
 */
async function endWhatOrderPaid(
  tx: Db,
  order: { id: string; userId: string },
  now: Date,
  audit: { actor: { id: string | null; email: string }; from: OrderStatus; detail: Record<string, unknown> },
): Promise<RefundEffects> {
  const granted = await tx
    .select({ id: memberships.id, startsAt: memberships.startsAt, endsAt: memberships.endsAt })
    .from(memberships)
    .where(and(eq(memberships.source, "order"), eq(memberships.sourceRef, order.id), gt(memberships.endsAt, now)))
    .for("update");
  for (const period of granted) {
    const removedMs = period.endsAt.getTime() - Math.max(period.startsAt.getTime(), now.getTime());
    await tx
      .update(memberships)
      .set({ endsAt: now, startsAt: period.startsAt < now ? period.startsAt : now })
      .where(eq(memberships.id, period.id));
    // The paid periods queued after this one start earlier: nobody waits for a period that was refunded.
    if (removedMs > 0) {
      const shift = sql`make_interval(secs => ${removedMs / 1000})`;
      await tx
        .update(memberships)
        .set({ startsAt: sql`${memberships.startsAt} - ${shift}`, endsAt: sql`${memberships.endsAt} - ${shift}` })
        .where(
          and(
            eq(memberships.userId, order.userId),
            inArray(memberships.source, ["order", "alliance"]),
            gte(memberships.startsAt, period.endsAt),
            ne(memberships.id, period.id),
          ),
        );
    }
  }
  const ids = granted.map((m) => m.id);
  const cancelled = ids.length
    ? await tx
        .update(liveBookings)
        .set({ status: "cancelled", reminderAt: null, updatedAt: now })
        .where(and(inArray(liveBookings.membershipId, ids), eq(liveBookings.status, "confirmed"), gt(liveBookings.startsAt, now)))
        .returning({ id: liveBookings.id })
    : [];
  const effects = { membershipsEnded: ids, bookingsCancelled: cancelled.map((b) => b.id) };
  await recordAudit(tx, audit.actor, {
    entity: "order",
    entityId: order.id,
    action: "refund",
    before: { status: audit.from },
    after: { status: "refunded", ...audit.detail, ...effects },
  });
  return effects;
}

/** After a refund's commit: the student and the advisor of each cancelled session are told (best effort). */
export async function notifyRefundEnded(effects: RefundEffects): Promise<void> {
  for (const id of effects.bookingsCancelled) await notifyBookingCancelled(id);
}

/**
 * The state machine's one step, inside the caller's transaction: locks the order, checks the move
 * against `allowedMoves`, updates it, records the event, and on approval grants the membership.
 * `moved` is false when the order was already there or the move is not allowed (replays).
 */
export async function moveOrderInTx(
  tx: Db,
  orderId: string,
  lookup: PaymentLookup,
  source: OrderEventSource,
  actor?: { id: string; email: string },
): Promise<{ status: OrderStatus; from: OrderStatus; moved: boolean; userId: string; ended?: RefundEffects } | null> {
  const [order] = await tx.select(orderColumns).from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return null;
  const current = asStatus(order.status);
  const next = lookup.status;
  const unchanged = { status: current, from: current, moved: false, userId: order.userId };
  if (next === current || !allowedMoves[current].includes(next)) return unchanged;
  if (
    next === "approved" &&
    lookup.amountCents !== null &&
    (lookup.amountCents !== order.amountCents || (lookup.currency ?? "PEN") !== order.currency)
  ) {
    // A payment for another amount is not this order's payment: never approve on it.
    logWarn("payments: provider amount does not match the order", {
      orderId,
      expected: order.amountCents,
      got: lookup.amountCents,
      currency: lookup.currency,
    });
    return unchanged;
  }
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: next,
      providerPaymentId: lookup.paymentId ?? order.providerPaymentId,
      approvedAt: next === "approved" ? now : order.approvedAt,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  await tx
    .insert(orderEvents)
    .values({ orderId, fromStatus: current, toStatus: next, source, providerPaymentId: lookup.paymentId, detail: lookup.detail });
  if (next === "approved") {
    await grantMembership(tx, { userId: order.userId, planSlug: order.planSlug, source: "order", sourceRef: orderId, now });
  }
  if (next === "refunded") {
    const who = actor ?? { id: null, email: systemActor[source === "admin" ? "webhook" : source] };
    const ended = await endWhatOrderPaid(tx, { id: orderId, userId: order.userId }, now, {
      actor: who,
      from: current,
      detail: { source, ...lookup.detail },
    });
    return { status: next, from: current, moved: true, userId: order.userId, ended };
  }
  return { status: next, from: current, moved: true, userId: order.userId };
}

/** After a move: the receipt and the metrics fact of an approval (once: only the call that approved gets here). */
export async function afterMove(orderId: string, result: { approvedNow: boolean } | null) {
  if (!result?.approvedNow) return;
  await sendPaymentReceipt(orderId);
  const db = await getDb();
  const [order] = await db
    .select({ userId: orders.userId, planSlug: orders.planSlug, amountCents: orders.amountCents, provider: orders.provider })
    .from(orders)
    .where(eq(orders.id, orderId));
  // A test payment (the built-in sandbox) moved no money: it is no revenue in the metrics.
  if (order && order.provider !== "sandbox")
    await recordServerEvent("order_approved", { userId: order.userId, props: { plan: order.planSlug, amount_cents: order.amountCents } });
}

export async function ownOrderByToken(userId: string, token: string): Promise<OrderRow> {
  const db = await getDb();
  const [order] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.token, token), eq(orders.userId, userId)))
    .limit(1);
  // Another student's order and an unknown token answer the same.
  if (!order) throw notFound("No encontramos ese pago en tu cuenta.");
  return order;
}

async function confirmationDto(order: OrderRow, status: OrderStatus, userId: string): Promise<ConfirmPaymentResponse> {
  const plan = findPlan(order.planSlug);
  const membership = await membershipStatus(userId);
  return {
    orderId: order.id,
    status,
    membership: { active: membership.active, plan: membership.plan, endsAt: membership.endsAt },
    plan: order.planSlug,
    planName: plan?.name ?? order.planSlug,
    sessions: plan?.sessions ?? 0,
    amountCents: order.amountCents,
    currency: "PEN",
    test: order.provider === "sandbox",
  };
}

/**
 * `PUT /api/payment {token}` (the return page): the server asks the order's provider what
 * happened — never trusting the return URL — and applies it.
 */
export async function confirmOrder(user: SessionUser, token: string): Promise<ConfirmPaymentResponse> {
  const order = await ownOrderByToken(user.id, token);
  const lookup = await providerNamed(order.provider).lookup({ orderId: order.id });
  let status = asStatus(order.status);
  if (lookup.orderId === null || lookup.orderId === order.id) {
    const result = await applyProviderStatus(order.id, { ...lookup, orderId: order.id }, "return");
    await afterMove(order.id, result);
    status = result?.status ?? status;
  }
  return confirmationDto(order, status, user.id);
}

/** `GET /api/payment`: the student's own orders, newest first. */
export async function listOrders(userId: string): Promise<OrderListItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      amountCents: orders.amountCents,
      planSlug: orders.planSlug,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    status: asStatus(r.status),
    amountCents: r.amountCents,
    currency: "PEN" as const,
    plan: r.planSlug,
    planName: findPlan(r.planSlug)?.name ?? r.planSlug,
    createdAt: r.createdAt.toISOString(),
  }));
}
