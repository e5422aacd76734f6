import "server-only";
import { and, eq } from "drizzle-orm";
import type { OrderStatus } from "@/lib/contracts/payments";
import { getDb } from "@/lib/db/client";
import { orders } from "@/lib/db/schema";
import { providerNamed } from "./providers";
import type { NotificationInput } from "./providers/types";
import { afterMove, applyProviderStatus } from "./orders";

/**
 * `POST /api/payment/webhook/mercadopago`: verified signature → look the payment up with
 * Mercado Pago → apply it to its order (idempotent). Unknown payments and other topics are
 * acknowledged and ignored.
 */
export async function handleMercadoPagoNotification(
  input: NotificationInput,
): Promise<{ received: true; orderId: string | null; status: OrderStatus | null }> {
  const provider = providerNamed("mercadopago");
  const notification = provider.verifyNotification(input);
  if (notification.kind !== "payment" || !notification.paymentId) return { received: true, orderId: null, status: null };
  const lookup = await provider.lookup({ paymentId: notification.paymentId });
  if (!lookup.orderId) return { received: true, orderId: null, status: null };
  const db = await getDb();
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, lookup.orderId), eq(orders.provider, "mercadopago")))
    .limit(1);
  if (!order) return { received: true, orderId: null, status: null };
  const result = await applyProviderStatus(order.id, lookup, "webhook");
  await afterMove(order.id, result);
  return { received: true, orderId: order.id, status: result?.status ?? null };
}
