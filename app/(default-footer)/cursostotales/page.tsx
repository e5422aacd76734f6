import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CtaBand, WhatsappLink } from "@/components/marketing/cta";
import { PageHero, Section } from "@/components/marketing/section";
import { ProgramsSection } from "@/components/marketing/programs-section";
import { OpenModalButton } from "@/components/modals/open-modal-button";
import { PricingPart } from "@/components/pricing/pricing-part";
import { programs } from "@/lib/content/site/programs";
import { pageMetadata } from "@/lib/server/seo/page-metadata";
import { href } from "@/lib/config/route-paths";

export const metadata: Metadata = pageMetadata("courses");

export default function CoursesPage() {
  return (
    <>
      <PageHero
        eyebrow="Programas y cursos"
        title="Tres programas para decidir tu futuro con confianza"
        text={
          <p>
            Orientación Vocacional, Autoestima - Confianza y Habilidades Blandas: plataforma, coach digital y, si quieres, sesiones en vivo
            con un especialista.
          </p>
        }
      >
        <OpenModalButton modal="reservation" variant="accent" size="lg">
          Reserva tu coach digital
        </OpenModalButton>
      </PageHero>
      <nav aria-label="Programas" className="mx-auto max-w-6xl px-4 pt-8">
        <ul className="flex flex-wrap gap-2">
          {programs.map((p) => (
            <li key={p.slug}>
              <Link
                href={`#${p.slug}`}
                className="inline-flex min-h-11 items-center rounded-pill border border-primary-700 px-4 text-sm font-semibold text-primary-700 hover:bg-primary-50"
              >
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ProgramsSection />
      <Section id="talleres" tone="muted" title="Talleres en grupo">
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="rounded-card border border-border bg-surface p-5">
            <Link href={href("workshop")} className="text-lg font-semibold text-primary-700 underline">
              Taller de orientación vocacional
            </Link>
            <p className="mt-1 text-neutral-700">4 sesiones en vivo de 60 minutos, en grupos de hasta 12 estudiantes.</p>
          </li>
          <li className="rounded-card border border-border bg-surface p-5">
            <Link href={href("workshop2")} className="text-lg font-semibold text-primary-700 underline">
              Taller intensivo de fin de semana
            </Link>
            <p className="mt-1 text-neutral-700">2 sesiones de 2 horas para quienes postulan pronto.</p>
          </li>
        </ul>
      </Section>
      <PricingPart id="pricing" />
      <CtaBand title="¿No sabes cuál elegir?" text="Cuéntanos qué necesitas y te recomendamos un programa.">
        <WhatsappLink text="Hola, quiero que me recomienden un programa de Rumbo" variant="accent">
          Pide una recomendación
        </WhatsappLink>
      </CtaBand>
    </>
  );
}
