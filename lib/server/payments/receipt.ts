import "server-only";
import { eq } from "drizzle-orm";
import { appUrl } from "@/lib/config/env";
import { site, whatsappLink } from "@/lib/config/site";
import { getDb } from "@/lib/db/client";
import { orders, users } from "@/lib/db/schema";
import { formatSoles } from "@/lib/format/money";
import { logError } from "../log";
import { membershipStatus } from "../membership/memberships";
import { findPlan } from "@/lib/pricing/plans";
import { sendEmail } from "../notifications/send-email";
import { formatLimaDate } from "@/lib/format/dates";

/**
 * The receipt of an approved order (kind `payment-receipt`): SMTP when configured, always in the
 * outbox. Called once, by the confirmation that approved the order; a failure is logged, never
 * undoes the payment.
 */
export async function sendPaymentReceipt(orderId: string): Promise<void> {
  try {
    const db = await getDb();
    const [row] = await db
      .select({
        id: orders.id,
        planSlug: orders.planSlug,
        amountCents: orders.amountCents,
        approvedAt: orders.approvedAt,
        provider: orders.provider,
        userId: orders.userId,
        email: users.email,
        name: users.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!row) return;
    const plan = findPlan(row.planSlug);
    const membership = await membershipStatus(row.userId);
    const base = appUrl();
    // The built-in test provider moved no money: its receipt says so from the subject on.
    const test = row.provider === "sandbox";
    const lines = [
      `Hola ${row.name || ""},`.replace(" ,", ","),
      "",
      test
        ? "Pago de prueba: este pedido se aprobó en el modo de prueba de Rumbo y no se cobró dinero."
        : "Recibimos tu pago. Este es tu recibo:",
      "",
      `Pedido: ${row.id}`,
      `Plan: ${plan?.name ?? row.planSlug}`,
      test
        ? `Monto (de prueba, no cobrado): ${formatSoles(row.amountCents)}`
        : `Monto pagado: ${formatSoles(row.amountCents)} (soles, IGV incluido)`,
      `Fecha: ${formatLimaDate(row.approvedAt ?? new Date(), "longTime")} (hora de Lima)`,
      membership.endsAt ? `Tu membresía está activa hasta el ${formatLimaDate(new Date(membership.endsAt))}.` : "",
      "",
      "Qué sigue:",
      plan && plan.sessions > 0
        ? `- Reserva tus ${plan.sessions} sesiones en vivo de 60 minutos con un orientador: ${base}/cuenta/sesiones`
        : `- Entra al «Reto» y a tu test vocacional: ${base}/orientacion-vocacional`,
      `- ¿Dudas? Escríbenos por WhatsApp: ${whatsappLink(`Hola, pagué el ${plan?.name ?? "plan"} de Rumbo (pedido ${row.id}) y tengo una consulta.`)}`,
      `- Tus pagos, cuando quieras: ${base}/cuenta/pagos`,
      "",
      `Gracias por confiar en ${site.name}.`,
    ].filter((line, i, all) => line !== "" || all[i - 1] !== "");
    await sendEmail({
      to: row.email,
      subject: `${test ? "Pago de prueba" : "Recibo de tu pago"} en Rumbo: ${plan?.name ?? row.planSlug}`,
      text: lines.join("\n"),
      kind: "payment-receipt",
    });
  } catch (error) {
    logError("payments: receipt e-mail failed", error);
  }
}
