/**
 * Every price Rumbo sells, in céntimos (PEN), in one pure module. The
 * server's plan table (`lib/pricing/plans.ts`) and the reservation flow's add-ons
 * (`./reservation.ts`) both read it, so a price changes in one place. No server-only code here:
 * client components may import it.
 */
export const priceList = {
  /** Self-guided plan: platform and digital coach, one payment. Also the reservation's base. */
  selfGuidedCents: 9_500,
  /** Specialised plan, 2 live 60-minute sessions, per month. */
  twoSessionsMonthlyCents: 18_000,
  /** Specialised plan, 4 live 60-minute sessions, per month. */
  fourSessionsMonthlyCents: 29_000,
  /**
   * Live sessions added to a one-off coaching programme (the «Reserva tu coach digital» flow):
   * not a monthly plan, they are used within that programme.
   */
  reservationAddOns: [
    { sessions: 2, priceCents: 9_800 },
    { sessions: 4, priceCents: 19_600 },
  ],
} as const;

export type ReservationAddOn = (typeof priceList.reservationAddOns)[number];
