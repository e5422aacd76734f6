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

/** "23 de noviembre de 2026", in Lima time. */
export function formatLimaDate(iso: string | Date): string {
  return new Intl.DateTimeFormat("es-PE", { timeZone: "America/Lima", day: "numeric", month: "long", year: "numeric" }).format(
    new Date(iso),
  );
}
