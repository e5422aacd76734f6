"use client";

import Link from "@/components/ui/link";
import { Logo } from "@/components/brand/logo";
import { hasWhatsapp, site, whatsappLink } from "@/lib/config/contact";
import { chromePaths } from "./chrome-paths";

const links = [
  { href: chromePaths.home, label: "Inicio" },
  { href: chromePaths.empezar, label: "Empieza" },
  { href: chromePaths.orientacionVocacional, label: "Orientación Vocacional" },
  { href: chromePaths.testOrientacion, label: "Test vocacional" },
  { href: chromePaths.courses, label: "Programas y talleres" },
  { href: chromePaths.videos, label: "Videos" },
  { href: chromePaths.webinars, label: "Webinars" },
  { href: chromePaths.community, label: "Comunidad" },
];

const audiences = [
  { href: chromePaths.parents, label: "Para padres" },
  { href: chromePaths.helpYourChild, label: "Ayuda a tu hijo" },
  { href: chromePaths.colegios, label: "Para colegios" },
  { href: chromePaths.instituciones, label: "Universidades e institutos" },
];

/**
 * Desktop footer: address, phone, e-mail, the institutions list, links and social links.
 * A client component: each page's RSC payload carries a reference and the year, not the markup
 *. The year comes from the server so the browser never renders another one. What goes
 * inside the `<footer>`: the layouts use it through ./site-footer, which holds it and brings its
 * code after the first load.
 */
export function SiteFooterContent({ year }: { year: number }) {
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p>{site.tagline}.</p>
          <address className="space-y-1 not-italic">
            <p>{site.address}</p>
            {/* Without a configured number there is no WhatsApp line (never a made-up number). */}
            {hasWhatsapp ? (
              <p>
                <a className="underline" href={whatsappLink("Hola, quiero información sobre Rumbo")}>
                  WhatsApp {site.whatsappPhone}
                </a>
              </p>
            ) : null}
            <p>
              <a className="underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
          </address>
        </div>
        <nav aria-label="Rumbo" className="space-y-2">
          <p className="font-semibold text-fg">Rumbo</p>
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link className="underline" href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Para familias y colegios" className="space-y-2">
          <p className="font-semibold text-fg">Para familias y colegios</p>
          <ul className="space-y-1">
            {audiences.map((link) => (
              <li key={link.href}>
                <Link className="underline" href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link className="underline" href={chromePaths.privacy} target="_blank" rel="noopener">
                Política de privacidad<span className="sr-only"> (se abre en una pestaña nueva)</span>
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-2">
          <p className="font-semibold text-fg">Síguenos</p>
          <ul className="space-y-1">
            {site.social.map((s) => (
              <li key={s.name}>
                <a className="underline" href={s.href} rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-xs text-neutral-600">
        © {year} Rumbo. Datos del catálogo: SUNEDU, MINEDU y MTPE (Ponte en Carrera) y O*NET.
      </p>
    </>
  );
}
