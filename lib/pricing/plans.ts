import type { PlanDto } from "@/lib/contracts/plans";
import { priceList } from "@/lib/pricing/price-list";

/**
 * The one plan table. Every amount a student sees or pays comes from here:
 * the pricing cards, the modals, `GET /api/plans` and the orders (an order copies the amount when
 * it is created; nothing price-like in a request is read). The amounts themselves live in the pure
 * `lib/pricing/price-list.ts`, which the reservation flow's add-ons also read.
 */
export const planTable: readonly PlanDto[] = [
  {
    id: 1,
    slug: "autoguiado",
    name: "Plan autoguiado",
    priceCents: priceList.selfGuidedCents,
    currency: "PEN",
    period: "unico",
    sessions: 0,
    days: 365,
    features: ["Plataforma completa y coach digital", "El «Reto» de tu vocación", "Revisión escrita de tu resultado por un orientador"],
  },
  {
    id: 2,
    slug: "especializado-2",
    name: "Plan especializado · 2 sesiones",
    priceCents: priceList.twoSessionsMonthlyCents,
    currency: "PEN",
    period: "mes",
    sessions: 2,
    days: 30,
    features: ["Todo el plan autoguiado", "2 sesiones en vivo de 60 minutos al mes", "Orientador o psicólogo"],
  },
  {
    id: 3,
    slug: "especializado-4",
    name: "Plan especializado · 4 sesiones",
    priceCents: priceList.fourSessionsMonthlyCents,
    currency: "PEN",
    period: "mes",
    sessions: 4,
    days: 30,
    features: ["Todo el plan autoguiado", "4 sesiones en vivo de 60 minutos al mes", "Acompañamiento a la familia"],
  },
];

export function listPlans(): PlanDto[] {
  return planTable.map((p) => ({ ...p, features: [...p.features] }));
}

/** A plan by its numeric id or its slug; null when unknown. */
export function findPlan(idOrSlug: number | string): PlanDto | null {
  const plan = planTable.find((p) => p.id === idOrSlug || p.slug === idOrSlug || String(p.id) === String(idOrSlug));
  return plan ? { ...plan, features: [...plan.features] } : null;
}
