import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { sandboxPayments } from "@/lib/db/schema";
import { unauthorized } from "../../http/errors";
import type { PaymentProvider } from "./types";

/** The Rumbo page that plays the provider's checkout in test mode. */
export const sandboxCheckoutPath = (token: string) => `/pago/prueba/${encodeURIComponent(token)}`;

/**
 * The built-in test provider (PAYMENT_PROVIDER=sandbox, or unset on a local APP_URL; no credentials;
 * only for requests from this machine, see ./index.ts). Its
 * checkout is `/pago/prueba/{token}`, where Aprobar / Rechazar / Dejar pendiente record the
 * decision in `sandbox_payments`; `lookup` reads that record like a real provider's API.
 */
export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  async createCheckout({ token }) {
    return { redirect: sandboxCheckoutPath(token), checkoutId: null };
  },
  async lookup(ref) {
    if (!ref.orderId) return { orderId: null, status: "created", paymentId: null, amountCents: null, currency: null, detail: {} };
    const db = await getDb();
    const [row] = await db
      .select({ outcome: sandboxPayments.outcome, paymentId: sandboxPayments.paymentId })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, ref.orderId))
      .limit(1);
    if (!row) return { orderId: ref.orderId, status: "created", paymentId: null, amountCents: null, currency: null, detail: {} };
    const status = row.outcome === "approved" ? "approved" : row.outcome === "rejected" ? "rejected" : "pending";
    return { orderId: ref.orderId, status, paymentId: row.paymentId, amountCents: null, currency: "PEN", detail: { sandbox: row.outcome } };
  },
  verifyNotification() {
    // The sandbox has no webhook: its decisions arrive through POST /api/payment/sandbox/{token}.
    throw unauthorized("Notificación no válida.");
  },
};

/** Records the sandbox's decision; a final one (approved, rejected) is never changed. */
export async function recordSandboxDecision(
  orderId: string,
  outcome: "approved" | "rejected" | "pending",
): Promise<{ outcome: string; changed: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(sandboxPayments)
      .values({ orderId, outcome, paymentId: `sbx_${randomUUID()}` })
      .onConflictDoNothing()
      .returning({ orderId: sandboxPayments.orderId });
    if (inserted.length) return { outcome, changed: true };
    const [row] = await tx
      .select({ outcome: sandboxPayments.outcome })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, orderId))
      .for("update");
    if (row.outcome === outcome) return { outcome, changed: false };
    if (row.outcome !== "pending") return { outcome: row.outcome, changed: false };
    await tx.update(sandboxPayments).set({ outcome, updatedAt: new Date() }).where(eq(sandboxPayments.orderId, orderId));
    return { outcome, changed: true };
  });
}
