import "server-only";
import type { z } from "zod";
import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AdminOrder, AdminOrderDetail, OrderListQuery, RefundResult } from "@/lib/contracts/admin-sales";
import { type refundInputSchema } from "@/lib/contracts/admin-sales";
import { orderStatuses, type OrderStatus } from "@/lib/contracts/payments";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb, type Db } from "@/lib/db/client";
import { memberships, orderEvents, orders, users } from "@/lib/db/schema";
import { conflict, notFound } from "../http/errors";
import { findPlan } from "@/lib/pricing/plans";
import { moveOrderInTx, notifyRefundEnded } from "../payments/orders";
import { orderFrom } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  userEmail: users.email,
  userFirst: users.name,
  userSurname: users.surname,
  planSlug: orders.planSlug,
  amountCents: orders.amountCents,
  currency: orders.currency,
  status: orders.status,
  provider: orders.provider,
  providerCheckoutId: orders.providerCheckoutId,
  providerPaymentId: orders.providerPaymentId,
  approvedAt: orders.approvedAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};
type OrderRow = {
  id: string;
  userId: string;
  userEmail: string;
  userFirst: string;
  userSurname: string;
  planSlug: string;
  amountCents: number;
  currency: string;
  status: string;
  provider: string;
  providerCheckoutId: string | null;
  providerPaymentId: string | null;
  approvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function toOrder({ userFirst, userSurname, ...r }: OrderRow): AdminOrder {
  return {
    ...r,
    userName: `${userFirst} ${userSurname}`.trim(),
    planName: findPlan(r.planSlug)?.name ?? r.planSlug,
    status: (orderStatuses as readonly string[]).includes(r.status) ? (r.status as OrderStatus) : "created",
    approvedAt: r.approvedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const ordersWithUser = (db: Db) => db.select(orderColumns).from(orders).innerJoin(users, eq(users.id, orders.userId));

/** `GET /api/admin/orders`: by status; search by the buyer's e-mail, the order id or a provider reference. */
export async function listOrders(viewer: SessionUser | null, query: OrderListQuery) {
  requireAdmin(viewer);
  const conds: SQL[] = [];
  if (query.status) conds.push(eq(orders.status, query.status));
  if (query.search) {
    const p = likePattern(query.search);
    conds.push(or(ilike(users.email, p), ilike(orders.id, p), ilike(orders.providerPaymentId, p), ilike(orders.providerCheckoutId, p))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const order = orderFrom(query.sort, { createdAt: orders.createdAt, amount: orders.amountCents, status: orders.status }, "-createdAt");
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    ordersWithUser(db).where(where).orderBy(order, asc(orders.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return paged(rows.map(toOrder), Number(total), query);
}

/** `GET /api/admin/orders/{id}`: the order, its status events (oldest first) and the memberships it granted. */
export async function getOrder(viewer: SessionUser | null, id: string): Promise<AdminOrderDetail> {
  requireAdmin(viewer);
  const db = await getDb();
  const [row] = await ordersWithUser(db).where(eq(orders.id, id)).limit(1);
  if (!row) throw notFound("No encontramos ese pedido.");
  const [events, granted] = await Promise.all([
    db
      .select({
        id: orderEvents.id,
        fromStatus: orderEvents.fromStatus,
        toStatus: orderEvents.toStatus,
        source: orderEvents.source,
        providerPaymentId: orderEvents.providerPaymentId,
        detail: orderEvents.detail,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({ id: memberships.id, planSlug: memberships.planSlug, startsAt: memberships.startsAt, endsAt: memberships.endsAt })
      .from(memberships)
      .where(and(eq(memberships.source, "order"), eq(memberships.sourceRef, id))),
  ]);
  return {
    ...toOrder(row),
    events: events.map((e) => ({ ...e, detail: e.detail ?? null, createdAt: e.createdAt.toISOString() })),
    memberships: granted.map((m) => ({ ...m, startsAt: m.startsAt.toISOString(), endsAt: m.endsAt.toISOString() })),
  };
}

/**
 * `POST /api/admin/orders/{id}/refund` («Marcar reembolsado»): in one transaction, moves an
 * approved order to `refunded` through the payments state machine (event source `admin`), which
 * ends what it paid for (the membership's period ends now, later live sessions on it are
 * cancelled) and writes the audit entry naming this admin. A replay, or an order the provider's
 * notice refunded first, changes nothing (`refundedNow: false`); any other status is a 409.
 * The money itself is returned in the provider's dashboard; this records that it was.
 */
export async function refundOrder(
  viewer: SessionUser | null,
  id: string,
  input: z.output<typeof refundInputSchema>,
): Promise<RefundResult> {
  requireAdmin(viewer);
  const { reason } = input;
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const moved = await moveOrderInTx(
      tx as unknown as Db,
      id,
      { orderId: id, status: "refunded", paymentId: null, amountCents: null, currency: null, detail: { by: viewer.email, reason } },
      "admin",
      viewer,
    );
    if (!moved) throw notFound("No encontramos ese pedido.");
    if (!moved.moved) {
      if (moved.status === "refunded") return { refundedNow: false, ended: null };
      throw conflict(`Solo se reembolsa un pedido aprobado; este está «${moved.status}».`);
    }
    return { refundedNow: true, ended: moved.ended ?? null };
  });
  if (result.ended) await notifyRefundEnded(result.ended);
  const [row] = await ordersWithUser(db).where(eq(orders.id, id)).limit(1);
  return {
    order: toOrder(row),
    refundedNow: result.refundedNow,
    membershipsEnded: result.ended?.membershipsEnded.length ?? 0,
    bookingsCancelled: result.ended?.bookingsCancelled.length ?? 0,
  };
}
