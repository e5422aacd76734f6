import "server-only";
import type { OrderStatus } from "@/lib/contracts/payments";
import type { PlanDto } from "@/lib/contracts/plans";

export type ProviderName = "sandbox" | "mercadopago";

export type CheckoutInput = {
  orderId: string;
  /** The order's secret return token (`/order-payment/*?token=…`). */
  token: string;
  plan: PlanDto;
  /** From the server's plan table, never from the request. */
  amountCents: number;
  payerEmail: string;
};

export type CheckoutResult = {
  /** Where the browser goes (the provider's checkout page). */
  redirect: string;
  /** The provider's id of that checkout (Mercado Pago preference id), when it has one. */
  checkoutId: string | null;
};

/** What the provider says about an order's payment, read by the server itself. */
export type PaymentLookup = {
  /** The order the payment belongs to (Mercado Pago `external_reference`), when known. */
  orderId: string | null;
  /** The provider's status mapped onto ours; `created` when no payment exists yet. */
  status: OrderStatus;
  paymentId: string | null;
  /** What the provider charged, to check against the order before approving. */
  amountCents: number | null;
  currency: string | null;
  /** The provider's own status words, kept in `order_events.detail`. */
  detail: Record<string, unknown>;
};

/** A verified notification: which payment to look up. */
export type VerifiedNotification = { kind: string; paymentId: string | null };

export type NotificationInput = { headers: Headers; query: URLSearchParams; body: unknown };

/**
 * The one small interface every card provider implements. Confirmation is always
 * `lookup` (the server asks the provider), never what a browser or a return URL says.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>;
  lookup(ref: { orderId: string; paymentId?: string | null } | { orderId?: undefined; paymentId: string }): Promise<PaymentLookup>;
  /** Checks a webhook's signature; throws a 401 AppError when it is missing or wrong. */
  verifyNotification(input: NotificationInput): VerifiedNotification;
}
