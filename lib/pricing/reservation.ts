import { formatSoles } from "@/lib/format/money";
import { priceList } from "./price-list";

/**
 * The reservation flow's price: the self-guided base
 * (S/ 95) plus optional live sessions, 2 for S/ 98 (total S/ 193) or 4 for S/ 196 (total S/ 291).
 */
export type ReservationPrice = { baseCents: number; sessionsCents: number; totalCents: number; sessions: 0 | 2 | 4 };

export const reservationBaseCents = priceList.selfGuidedCents;
export const reservationAddOns = priceList.reservationAddOns;

export function reservationPrice(session: "" | "2" | "4" | number): ReservationPrice {
  const option = priceList.reservationAddOns.find((o) => String(o.sessions) === String(session));
  const sessionsCents = option?.priceCents ?? 0;
  return {
    baseCents: reservationBaseCents,
    sessionsCents,
    totalCents: reservationBaseCents + sessionsCents,
    sessions: (option?.sessions ?? 0) as 0 | 2 | 4,
  };
}

/**
 * Why the reservation's sessions cost less than the monthly plans, in one sentence shown
 * wherever both appear (the reservation modal's step 2 and the pricing section).
 */
export function reservationVersusPlansNote(): string {
  const [two, four] = priceList.reservationAddOns;
  return (
    `Las sesiones de «Reserva tu coach digital» son un paquete único dentro de un programa de coaching: ` +
    `${formatSoles(reservationBaseCents)} de la plataforma más ${two.sessions} sesiones por ${formatSoles(two.priceCents)} ` +
    `(total ${formatSoles(reservationBaseCents + two.priceCents)}) o ${four.sessions} por ${formatSoles(four.priceCents)} ` +
    `(total ${formatSoles(reservationBaseCents + four.priceCents)}), una sola vez. Los planes especializados se pagan cada mes ` +
    `y renuevan sus sesiones en vivo todos los meses.`
  );
}
