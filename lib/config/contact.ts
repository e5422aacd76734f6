import { publicConfig } from "./public";

/*
 * Who Rumbo is and how to reach it: the site's name and contact channels. Its own module without
 * the price list, because the footer (on most pages) needs only these; lib/config/site.ts
 * re-exports everything here next to the reservation's prices.
 */

/** Business constants (contact, phone, prices' labels), in one place. */
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

/** True when a WhatsApp number is configured (NEXT_PUBLIC_WHATSAPP_PHONE). */
export const hasWhatsapp = site.whatsappPhone !== "";

/** How the contact buttons reach Rumbo, as their labels say it: «WhatsApp», or «correo» without a number. */
export const contactChannel = hasWhatsapp ? "WhatsApp" : "correo";

/** A contact link's attributes: a WhatsApp chat opens in a new tab (said to screen readers); an e-mail opens the mail app. */
export const contactLinkProps = hasWhatsapp ? ({ target: "_blank", rel: "noopener noreferrer" } as const) : {};
export const contactNewTabNote = hasWhatsapp ? " (se abre en una pestaña nueva)" : "";

/** An e-mail to Rumbo with `text` as its body: the contact when no WhatsApp number is configured. */
export function contactMailto(text: string): string {
  return `mailto:${site.email}?subject=${encodeURIComponent("Quiero información")}&body=${encodeURIComponent(text)}`;
}

/** A WhatsApp chat with `text`; without a configured number, an e-mail to Rumbo (never a made-up number). */
export function whatsappLink(text: string, phone: string = site.whatsappPhone): string {
  if (!phone) return contactMailto(text);
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
