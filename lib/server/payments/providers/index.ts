import "server-only";
import { appUrl, env } from "@/lib/config/env";
import { isLocalUrl } from "@/lib/config/loopback.mjs";
import { mercadoPagoProvider } from "./mercadopago";
import { sandboxProvider } from "./sandbox";
import type { PaymentProvider } from "./types";

export type { PaymentProvider, PaymentLookup, ProviderName } from "./types";

/** How the plans can be paid by card on this server: a real provider, the built-in test one, or not at all. */
export type CardPayment = "live" | "test" | "off";

export { isLocalUrl };

/**
 * The provider new orders use (docs: the payment-provider rule), for a request that came from
 * this machine (`loopback`, lib/server/http/peer-address.ts `isLoopbackRequest`) or not:
 * - `PAYMENT_PROVIDER=mercadopago`: Mercado Pago;
 * - `PAYMENT_PROVIDER=sandbox`, set on purpose: the built-in test provider;
 * - unset: the test provider only when `APP_URL` is local (or unset: `npm start` on a laptop);
 *   on a public `APP_URL` there is none and card payment is off (the plans offer WhatsApp or
 *   e-mail instead).
 * Whatever the configuration says, the test provider serves only loopback requests: a site that
 * forgot its APP_URL (or kept PAYMENT_PROVIDER=sandbox) and is reached from outside has card
 * payment off, never a page where the buyer approves her own payment.
 */
export function paymentProvider({ loopback }: { loopback: boolean }): PaymentProvider | null {
  const chosen = env().PAYMENT_PROVIDER;
  if (chosen === "mercadopago") return mercadoPagoProvider;
  const sandbox = chosen === "sandbox" || isLocalUrl(appUrl());
  return sandbox && loopback ? sandboxProvider : null;
}

export function cardPayment(request: { loopback: boolean }): CardPayment {
  const provider = paymentProvider(request);
  return provider === null ? "off" : provider.name === "sandbox" ? "test" : "live";
}

/** The start-up warning when card payment is off for every request (null otherwise). */
export function cardPaymentWarning(): string | null {
  if (cardPayment({ loopback: true }) !== "off") return null;
  return (
    `pagos: APP_URL (${appUrl()}) es público y no hay PAYMENT_PROVIDER: el pago con tarjeta está apagado y los planes ` +
    "se piden por WhatsApp o correo. Configura PAYMENT_PROVIDER=mercadopago (con sus credenciales) para cobrar, " +
    "o PAYMENT_PROVIDER=sandbox para un sitio de prueba sin cobros (solo desde esta misma máquina)."
  );
}

/** A provider by name: an order is always confirmed with the provider that created it. */
export function providerNamed(name: string): PaymentProvider {
  return name === "mercadopago" ? mercadoPagoProvider : sandboxProvider;
}
