import "server-only";
import { appUrl, env } from "@/lib/config/env";
import { mercadoPagoProvider } from "./mercadopago";
import { sandboxProvider } from "./sandbox";
import type { PaymentProvider } from "./types";

export type { PaymentProvider, PaymentLookup, ProviderName } from "./types";

/** How the plans can be paid by card on this server: a real provider, the built-in test one, or not at all. */
export type CardPayment = "live" | "test" | "off";

/** Whether a URL's host is this machine (localhost, 127.0.0.1, ::1): a server nobody else reaches. */
export function isLocalUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
    return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

/**
 * The provider new orders use (docs: the payment-provider rule):
 * - `PAYMENT_PROVIDER=mercadopago`: Mercado Pago;
 * - `PAYMENT_PROVIDER=sandbox`, set on purpose: the built-in test provider;
 * - unset: the test provider only when `APP_URL` is local (or unset: `npm start` on a laptop);
 *   on a public `APP_URL` there is none and card payment is off (the plans offer WhatsApp or
 *   e-mail instead): a public site never gives plans away through a page where the buyer approves
 *   her own payment.
 */
export function paymentProvider(): PaymentProvider | null {
  const chosen = env().PAYMENT_PROVIDER;
  if (chosen === "mercadopago") return mercadoPagoProvider;
  if (chosen === "sandbox") return sandboxProvider;
  return isLocalUrl(appUrl()) ? sandboxProvider : null;
}

export function cardPayment(): CardPayment {
  const provider = paymentProvider();
  return provider === null ? "off" : provider.name === "sandbox" ? "test" : "live";
}

/** The start-up warning when card payment is off (null when it is on). */
export function cardPaymentWarning(): string | null {
  if (cardPayment() !== "off") return null;
  return (
    `pagos: APP_URL (${appUrl()}) es público y no hay PAYMENT_PROVIDER: el pago con tarjeta está apagado y los planes ` +
    "se piden por WhatsApp o correo. Configura PAYMENT_PROVIDER=mercadopago (con sus credenciales) para cobrar, " +
    "o PAYMENT_PROVIDER=sandbox para un sitio de prueba sin cobros."
  );
}

/** A provider by name: an order is always confirmed with the provider that created it. */
export function providerNamed(name: string): PaymentProvider {
  return name === "mercadopago" ? mercadoPagoProvider : sandboxProvider;
}
