import "server-only";
import { env } from "@/lib/config/env";
import { mercadoPagoProvider } from "./mercadopago";
import { sandboxProvider } from "./sandbox";
import type { PaymentProvider } from "./types";

export type { PaymentProvider, PaymentLookup, ProviderName } from "./types";

/** The provider chosen by PAYMENT_PROVIDER (`sandbox` by default). */
export function paymentProvider(): PaymentProvider {
  return env().PAYMENT_PROVIDER === "mercadopago" ? mercadoPagoProvider : sandboxProvider;
}

/** A provider by name: an order is always confirmed with the provider that created it. */
export function providerNamed(name: string): PaymentProvider {
  return name === "mercadopago" ? mercadoPagoProvider : sandboxProvider;
}
