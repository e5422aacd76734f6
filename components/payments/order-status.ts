import type { OrderStatus } from "@/lib/contracts/payments";
import type { BadgeVariant } from "@/components/ui/badge";

/** An order's status in words a parent understands, and its badge colour. */
export const orderStatusLabel: Record<OrderStatus, string> = {
  created: "Sin pagar",
  pending: "Pendiente",
  approved: "Aprobado",
  rejected: "Rechazado",
  cancelled: "Cancelado",
  refunded: "Reembolsado",
};

export const orderStatusBadge: Record<OrderStatus, BadgeVariant> = {
  created: "neutral",
  pending: "warning",
  approved: "success",
  rejected: "danger",
  cancelled: "neutral",
  refunded: "info",
};

/** Checkouts opened for one plan and never paid: one line, however many there were. */
export type AbandonedCheckouts = { plan: string; planName: string; count: number; lastAt: string };

/**
 * «Mis pagos»: the orders that reached payment (pending, approved, rejected…) one by one, and the
 * checkouts opened and left unpaid («Sin pagar») grouped by plan, newest first.
 */
export function groupAbandoned<T extends { status: OrderStatus; plan: string; planName: string; createdAt: string }>(
  orders: T[],
): { orders: T[]; abandoned: AbandonedCheckouts[] } {
  const abandoned = new Map<string, AbandonedCheckouts>();
  for (const o of orders) {
    if (o.status !== "created") continue;
    const group = abandoned.get(o.plan);
    if (!group) abandoned.set(o.plan, { plan: o.plan, planName: o.planName, count: 1, lastAt: o.createdAt });
    else {
      group.count += 1;
      if (o.createdAt > group.lastAt) group.lastAt = o.createdAt;
    }
  }
  return {
    orders: orders.filter((o) => o.status !== "created"),
    abandoned: [...abandoned.values()].sort((a, b) => b.lastAt.localeCompare(a.lastAt)),
  };
}
