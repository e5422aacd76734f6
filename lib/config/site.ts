import { reservationAddOns, reservationBaseCents } from "@/lib/pricing/reservation";

// The site's name and contact channels live in ./contact (the footer loads only those); amounts are céntimos.
export { contactChannel, contactLinkProps, contactMailto, contactNewTabNote, hasWhatsapp, site, whatsappLink } from "./contact";

/**
 * The reservation flow's choices. Its prices come from the one
 * price list (`lib/pricing/price-list.ts`); the plans themselves live in the server's plan table
 * (`lib/pricing/plans.ts`, `GET /api/plans`).
 */
export const reservation = {
  baseCents: reservationBaseCents,
  sessionOptions: reservationAddOns,
  programs: ["Orientación Vocacional", "Autoestima - Confianza", "Habilidades Blandas"],
  frequencies: ["diario", "1 vez por semana", "2 veces por semana", "3 veces por semana"],
} as const;
