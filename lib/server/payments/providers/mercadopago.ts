import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { MercadoPagoConfig, Payment, Preference } from "mercadopago";
import { appUrl, env } from "@/lib/config/env";
import type { OrderStatus } from "@/lib/contracts/payments";
import { AppError, unauthorized } from "../../http/errors";
import type { NotificationInput, PaymentLookup, PaymentProvider, VerifiedNotification } from "./types";

/** Mercado Pago's payment statuses onto ours (Checkout Pro). */
const statusMap: Record<string, OrderStatus> = {
  approved: "approved",
  authorized: "pending",
  pending: "pending",
  in_process: "pending",
  in_mediation: "approved",
  rejected: "rejected",
  cancelled: "cancelled",
  refunded: "refunded",
  charged_back: "refunded",
};

export function mapMercadoPagoStatus(status: string | null | undefined): OrderStatus {
  return (status && statusMap[status]) || "pending";
}

/** Which of several payments of one order tells its state: approved beats pending beats the rest. */
const rank: Record<OrderStatus, number> = { refunded: 5, approved: 4, pending: 3, created: 2, rejected: 1, cancelled: 0 };

function client(): MercadoPagoConfig {
  const accessToken = env().MERCADOPAGO_ACCESS_TOKEN;
  if (!accessToken) throw new AppError("unavailable", "El pago con tarjeta no está configurado. Escríbenos por WhatsApp.");
  return new MercadoPagoConfig({ accessToken, options: { timeout: 10_000, maxRetries: 1 } });
}

type MpPayment = {
  id?: number | string;
  status?: string;
  status_detail?: string;
  external_reference?: string | null;
  transaction_amount?: number;
  currency_id?: string;
};

function toLookup(payment: MpPayment | null, orderId: string | null): PaymentLookup {
  if (!payment) return { orderId, status: "created", paymentId: null, amountCents: null, currency: null, detail: {} };
  return {
    orderId: payment.external_reference ?? orderId,
    status: mapMercadoPagoStatus(payment.status),
    paymentId: payment.id === undefined ? null : String(payment.id),
    amountCents: typeof payment.transaction_amount === "number" ? Math.round(payment.transaction_amount * 100) : null,
    currency: payment.currency_id ?? null,
    detail: { mpStatus: payment.status ?? null, mpStatusDetail: payment.status_detail ?? null },
  };
}

function providerUnavailable(cause: unknown): AppError {
  return new AppError("unavailable", "No pudimos comunicarnos con Mercado Pago. Inténtalo de nuevo en unos minutos.", { cause });
}

/**
 * Mercado Pago Checkout Pro with the official SDK: a preference per order (`external_reference`
 * = the order id), the buyer pays on Mercado Pago and comes back to `/order-payment/*`; the
 * server then looks the payment up (by id or by `external_reference`). Webhooks are verified
 * with `x-signature` (HMAC-SHA256 with MERCADOPAGO_WEBHOOK_SECRET).
 */
export const mercadoPagoProvider: PaymentProvider = {
  name: "mercadopago",
  async createCheckout({ orderId, token, plan, amountCents, payerEmail }) {
    const base = appUrl();
    const back = (status: string) => `${base}/order-payment/${status}?token=${encodeURIComponent(token)}`;
    try {
      const preference = await new Preference(client()).create({
        body: {
          items: [
            {
              id: plan.slug,
              title: plan.name,
              description: plan.sessions ? `${plan.sessions} sesiones en vivo de 60 minutos al mes` : "Plataforma y coach digital de Rumbo",
              quantity: 1,
              unit_price: amountCents / 100,
              currency_id: "PEN",
            },
          ],
          payer: { email: payerEmail },
          external_reference: orderId,
          back_urls: { success: back("success"), failure: back("failure"), pending: back("pending") },
          auto_return: "approved",
          notification_url: `${base}/api/payment/webhook/mercadopago`,
          statement_descriptor: "RUMBO",
          metadata: { order_id: orderId },
        },
        requestOptions: { idempotencyKey: `rumbo-order-${orderId}` },
      });
      if (!preference.init_point) throw new Error("Mercado Pago no devolvió init_point");
      return { redirect: preference.init_point, checkoutId: preference.id ?? null };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw providerUnavailable(error);
    }
  },

  async lookup(ref) {
    const payments = new Payment(client());
    try {
      if (ref.paymentId) {
        const payment = (await payments.get({ id: ref.paymentId })) as MpPayment;
        return toLookup(payment, ref.orderId ?? null);
      }
      const found = await payments.search({ options: { external_reference: ref.orderId ?? "", sort: "date_created", criteria: "desc" } });
      const results = ((found.results ?? []) as MpPayment[]).filter((p) => p.external_reference === ref.orderId);
      const best = results.map((p) => toLookup(p, ref.orderId ?? null)).sort((a, b) => rank[b.status] - rank[a.status])[0];
      return best ?? toLookup(null, ref.orderId ?? null);
    } catch (error) {
      throw providerUnavailable(error);
    }
  },

  verifyNotification(input) {
    return verifyMercadoPagoSignature(input, env().MERCADOPAGO_WEBHOOK_SECRET);
  },
};

/**
 * `x-signature: ts=<seconds>,v1=<hex>`; v1 = HMAC-SHA256(secret, "id:<data.id>;request-id:<x-request-id>;ts:<ts>;"),
 * compared in constant time. `data.id` comes from the query (as Mercado Pago signs it), lower-cased
 * when alphanumeric. No secret, no header, or a wrong hash → 401.
 */
export function verifyMercadoPagoSignature({ headers, query, body }: NotificationInput, secret: string | undefined): VerifiedNotification {
  const reject = () => unauthorized("Firma de la notificación no válida.");
  if (!secret) throw reject();
  const signature = headers.get("x-signature") ?? "";
  const requestId = headers.get("x-request-id") ?? "";
  const parts = Object.fromEntries(
    signature
      .split(",")
      .map((part) => part.split("=").map((s) => s.trim()))
      .filter((kv) => kv.length === 2 && kv[0] && kv[1]),
  ) as Record<string, string>;
  const ts = parts.ts;
  const v1 = parts.v1;
  const bodyObject = (body && typeof body === "object" ? body : {}) as { type?: unknown; action?: unknown; data?: { id?: unknown } };
  const rawId = query.get("data.id") ?? query.get("id") ?? (bodyObject.data?.id !== undefined ? String(bodyObject.data.id) : "");
  const dataId = /^[a-z0-9]+$/i.test(rawId) ? rawId.toLowerCase() : rawId;
  if (!ts || !/^\d+$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1) || !dataId || !requestId) throw reject();
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  const expected = createHmac("sha256", secret).update(manifest).digest();
  const received = Buffer.from(v1, "hex");
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) throw reject();
  const kind = String(query.get("type") ?? query.get("topic") ?? bodyObject.type ?? "payment");
  return { kind, paymentId: rawId };
}
