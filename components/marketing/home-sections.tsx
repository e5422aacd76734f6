"use client";

import Link from "@/components/ui/link";
import { PricingSection } from "@/components/pricing/pricing-section";
import { studentTestimonials } from "@/lib/content/site/testimonials";
import { testDuration } from "@/lib/content/site/test-overview";
import type { CatalogueStats } from "@/lib/server/catalogue/catalogue-stats";
import { CatalogueStatsSection } from "./catalogue-stats";
import { CtaBand, StartTestLink } from "./cta";
import { chromePaths } from "@/components/layout/chrome-paths";
import { ProgramsSection } from "./programs-section";
import { FeatureGrid, Section } from "./section";
import { HowTestWorks, ResultContents } from "./test-explainer";
import { Testimonials } from "./testimonials";

const whatRumboDoes = [
  {
    title: "Te conoces mejor",
    text: "Un test de intereses, personalidad, inteligencias y valores, hecho para estudiantes peruanos de secundaria.",
  },
  { title: "Entiendes tu resultado", text: "Cada carrera sugerida llega con las razones: qué de tus respuestas encaja con ella y qué no." },
  { title: "Eliges dónde estudiar", text: "Compara universidades licenciadas e institutos por costo, duración, ingreso y ubicación." },
  { title: "Te acompañamos", text: "Charlas de la feria virtual y sesiones en vivo con orientadores y psicólogos cuando las necesites." },
];

/** The home page below its hero (components/marketing/home-page.tsx loads it after the first load). */
export function HomeSections({ stats }: { stats: CatalogueStats | null }) {
  return (
    <>
      <Section id="que-hace-rumbo" title="Qué hace Rumbo por ti">
        <FeatureGrid items={whatRumboDoes} columns={4} />
      </Section>

      <HowTestWorks compact />
      <ResultContents />
      {stats ? <CatalogueStatsSection stats={stats} /> : null}
      <Testimonials title="Lo que cuentan los estudiantes" items={studentTestimonials} tone="muted" phoneLimit={1} />
      <ProgramsSection compact />
      <PricingSection />
      <Section id="familias-colegios" title="¿Eres madre, padre o trabajas en un colegio?">
        <div className="grid gap-4 sm:grid-cols-2">
          <Link href={chromePaths.parents} className="rounded-card border border-border bg-surface p-5 shadow-card hover:shadow-raised">
            <span className="block text-lg font-semibold text-fg">Para padres de familia</span>
            <span className="mt-1 block text-neutral-700">Cómo acompañar su decisión, cuánto cuesta estudiar y cómo financiarlo.</span>
          </Link>
          <Link href={chromePaths.colegios} className="rounded-card border border-border bg-surface p-5 shadow-card hover:shadow-raised">
            <span className="block text-lg font-semibold text-fg">Para colegios</span>
            <span className="mt-1 block text-neutral-700">
              El test para cada estudiante, un panel para tutoría y charlas de universidades.
            </span>
          </Link>
        </div>
      </Section>
      <CtaBand
        title="Tu carrera empieza con una buena decisión"
        text={`Crea tu cuenta gratis y haz el test en menos de ${testDuration.fullMaxMinutes} minutos.`}
      >
        <StartTestLink />
      </CtaBand>
    </>
  );
}
