import type { Metadata } from "next";
import Link from "next/link";
import { WhatsappLink } from "@/components/marketing/cta";
import { buttonClasses } from "@/components/ui/button";
import { routes } from "@/lib/config/routes";
import { sitePages } from "@/lib/content/site/pages";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata(sitePages.calendlySuccess);

const steps = [
  "Revisa tu correo: te enviamos la confirmación con el enlace de la videollamada.",
  "Si aún no lo hiciste, completa el test vocacional: el especialista revisará tu resultado antes de la sesión.",
  "Conéctate cinco minutos antes desde un lugar tranquilo, con audífonos si puedes.",
];

/** After booking a session with a specialist (the scheduling tool returns here). */
export default function CalendlySuccessPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <p className="inline-flex rounded-pill bg-success-100 px-3 py-1 text-sm font-semibold text-success-800">Sesión agendada</p>
      <h1 className="mt-3 text-3xl font-extrabold text-fg">¡Listo! Tu sesión está agendada</h1>
      <p className="mt-3 text-lg text-neutral-700">Gracias por confiar en Rumbo. Esto es lo que sigue:</p>
      <ol className="mt-6 space-y-3">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3 rounded-card border border-border bg-surface p-4">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white">
              {i + 1}
            </span>
            <span className="text-neutral-800">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={routes.orientacionVocacional} className={buttonClasses({ size: "lg" })}>
          Ir a mi test vocacional
        </Link>
        <WhatsappLink text="Hola, agendé una sesión con Rumbo y necesito cambiar el horario">Cambiar el horario</WhatsappLink>
      </div>
    </div>
  );
}
