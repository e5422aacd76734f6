import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { routes } from "@/lib/config/routes";
import { site, whatsappLink } from "@/lib/config/site";

/** Desktop footer (spec §2): address, phone, e-mail, institutions list, links and social links. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 pb-20 text-sm text-slate-700 min-[892px]:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p>{site.tagline}.</p>
        </div>
        <address className="space-y-1 not-italic">
          <p className="font-semibold text-slate-900">Contacto</p>
          <p>{site.address}</p>
          <p>
            <a className="underline" href={whatsappLink("Hola, quiero información sobre Rumbo")}>
              WhatsApp {site.whatsappPhone}
            </a>
          </p>
          <p>
            <a className="underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </p>
        </address>
        <nav aria-label="Enlaces del pie de página" className="space-y-1">
          <p className="font-semibold text-slate-900">Rumbo</p>
          <ul className="space-y-1">
            <li><Link className="underline" href={routes.home}>Home</Link></li>
            <li><Link className="underline" href={routes.empezar}>Empieza</Link></li>
            <li><Link className="underline" href={routes.orientacionVocacional}>Orientación vocacional</Link></li>
            <li><Link className="underline" href={routes.instituciones}>Universidades e institutos</Link></li>
            <li><Link className="underline" href={routes.privacy} target="_blank" rel="noopener">Política de privacidad</Link></li>
          </ul>
        </nav>
        <div className="space-y-1">
          <p className="font-semibold text-slate-900">Síguenos</p>
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
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} Rumbo. Datos del catálogo: SUNEDU, MINEDU y MTPE (Ponte en Carrera).
      </p>
    </footer>
  );
}
