import { publicConfig } from "./public";

/** Business constants of the spec (§9) and DESIGN §8, in one place. Amounts are céntimos. */
export const site = {
  name: "Rumbo",
  tagline: "Orientación vocacional para estudiantes del Perú",
  email: "hola@rumbo.pe",
  /** Where plan information requests go (POST /api/membership/information). */
  salesEmail: "ventas@rumbo.pe",
  address: "Av. José Larco 1232, Miraflores, Lima",
  whatsappPhone: publicConfig.whatsappPhone,
  social: [
    { name: "Facebook", href: "https://www.facebook.com/rumbo.pe" },
    { name: "Instagram", href: "https://www.instagram.com/rumbo.pe" },
    { name: "TikTok", href: "https://www.tiktok.com/@rumbo.pe" },
  ],
} as const;

export type Plan = {
  id: string;
  name: string;
  priceCents: number;
  period: "único" | "mes";
  liveSessions: 0 | 2 | 4;
  features: string[];
};

/** Pricing cards (DESIGN §8): self-guided S/ 95.00; 2 live sessions S/ 180.00/mes; 4 S/ 290.00/mes. */
export const plans: Plan[] = [
  {
    id: "autoguiado",
    name: "Plan autoguiado",
    priceCents: 9_500,
    period: "único",
    liveSessions: 0,
    features: ["Test vocacional completo", "Plataforma y coach digital", "Reporte PDF de resultados"],
  },
  {
    id: "especializado-2",
    name: "Plan especializado · 2 sesiones",
    priceCents: 18_000,
    period: "mes",
    liveSessions: 2,
    features: ["Todo el plan autoguiado", "2 sesiones en vivo de 60 minutos", "Orientador o psicólogo"],
  },
  {
    id: "especializado-4",
    name: "Plan especializado · 4 sesiones",
    priceCents: 29_000,
    period: "mes",
    liveSessions: 4,
    features: ["Todo el plan autoguiado", "4 sesiones en vivo de 60 minutos", "Acompañamiento a la familia"],
  },
];

/** Reservation flow (spec §9): base S/ 95 + 2 sessions S/ 98 = S/ 193, or + 4 sessions S/ 196 = S/ 291. */
export const reservation = {
  baseCents: 9_500,
  sessionOptions: [
    { sessions: 2, priceCents: 9_800 },
    { sessions: 4, priceCents: 19_600 },
  ],
  programs: ["Orientación Vocacional", "Autoestima - Confianza", "Habilidades Blandas"],
  frequencies: ["diario", "1 vez por semana", "2 veces por semana", "3 veces por semana"],
} as const;

/** Payment uses one fixed product id with quantity 1 (spec §9). */
export const paymentProductId = "rumbo-plan";

/** True when a WhatsApp number is configured (NEXT_PUBLIC_WHATSAPP_PHONE). */
export const hasWhatsapp = site.whatsappPhone !== "";

/** An e-mail to Rumbo with `text` as its body: the contact when no WhatsApp number is configured. */
export function contactMailto(text: string): string {
  return `mailto:${site.email}?subject=${encodeURIComponent("Quiero información")}&body=${encodeURIComponent(text)}`;
}

/** A WhatsApp chat with `text`; without a configured number, an e-mail to Rumbo (never a made-up number). */
export function whatsappLink(text: string, phone: string = site.whatsappPhone): string {
  if (!phone) return contactMailto(text);
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
