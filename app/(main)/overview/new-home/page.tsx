import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Greeting } from "@/components/marketing/greeting";
import { href } from "@/lib/config/route-paths";
import { testDuration } from "@/lib/content/site/test-overview";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("overviewNewHome");

const nextSteps = [
  {
    href: href("orientacionVocacional"),
    title: "Completa tu test vocacional",
    text: `Menos de ${testDuration.fullMaxMinutes} minutos en total; puedes hacerlo por partes.`,
  },
  { href: href("momentoDecidir"), title: "Revisa tus carreras sugeridas", text: "Descarta las que no te convencen y compara las demás." },
  { href: href("instituciones"), title: "Elige dónde estudiar", text: "Filtra universidades e institutos por región, costo y modalidad." },
  { href: href("dondeEstudiar"), title: "Inscríbete en una charla", text: "Escucha a las instituciones y pregunta en vivo." },
];

/** The new overview home: the next steps, in order. */
export default function OverviewNewHomePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-fg">
        <Greeting fallback="Tus próximos pasos" />
      </h1>
      <p className="mt-2 text-neutral-700">Sigue estos pasos en orden; cada uno te prepara para el siguiente.</p>
      <ol className="mt-8 space-y-3">
        {nextSteps.map((step, i) => (
          <li key={step.href}>
            <Link href={step.href} className="flex gap-4 rounded-card border border-border bg-surface p-4 shadow-card hover:shadow-raised">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <span>
                <span className="block font-semibold text-fg">{step.title}</span>
                <span className="block text-sm text-neutral-700">{step.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
