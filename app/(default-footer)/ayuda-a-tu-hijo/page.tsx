import type { Metadata } from "next";
import { liveSessionHoursText } from "@/lib/config/live-hours";
import { OpenModalButton } from "@/components/modals/open-modal-button";
import { CtaBand, StartTestLink, WhatsappLink } from "@/components/marketing/cta";
import { FamilyLinkSteps } from "@/components/family/family-link-steps";
import { FinancingSection } from "@/components/marketing/financing";
import { FeatureGrid, PageHero, Section } from "@/components/marketing/section";
import { accompanySteps } from "@/lib/content/site/families";
import { helpYourChildSigns } from "@/lib/content/site/families";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("helpYourChild");

export default function HelpYourChildPage() {
  return (
    <>
      <PageHero
        eyebrow="Guía para familias"
        title="Ayuda a tu hijo a decidir qué estudiar"
        text={<p>No necesitas tener todas las respuestas. Necesitas escuchar, mirar datos juntos y saber a quién pedir ayuda.</p>}
      >
        <StartTestLink>Empezar con el test gratis</StartTestLink>
        <WhatsappLink text="Hola, quiero ayuda para orientar a mi hijo">Pide orientación</WhatsappLink>
      </PageHero>
      <Section id="senales" title="Señales de que necesita orientación">
        <ul className="grid gap-3 sm:grid-cols-2">
          {helpYourChildSigns.map((sign) => (
            <li key={sign} className="rounded-card border border-border bg-surface p-4 text-neutral-800">
              {sign}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-neutral-700">
          Si reconoces una o más, es un buen momento para empezar. Si notas angustia intensa o persistente, conversa también con el
          psicólogo del colegio.
        </p>
      </Section>
      <Section id="pasos" tone="muted" title="Cinco pasos para acompañarlo">
        <FeatureGrid items={accompanySteps} numbered />
      </Section>
      <Section
        id="vincular"
        title="Mira el avance de tu hijo en Rumbo"
        intro={
          <p>Con tu cuenta de «Padre o Madre» ves su avance, su resultado y dónde estudiar sus carreras, si él o ella te da su código.</p>
        }
      >
        <FamilyLinkSteps />
      </Section>
      <Section
        id="sesion"
        title="Una sesión con un especialista"
        intro={<p>Orientadores y psicólogos que trabajan con adolescentes, por videollamada, {liveSessionHoursText}</p>}
      >
        <div className="flex flex-wrap gap-3">
          <OpenModalButton modal="reservation" variant="accent" size="lg">
            Reserva tu coach digital
          </OpenModalButton>
          <OpenModalButton modal="dateModal" variant="outline" size="lg">
            Elige la fecha de una sesión
          </OpenModalButton>
        </div>
      </Section>
      <FinancingSection />
      <CtaBand title="El primer paso es gratis" text="Tu hijo crea su cuenta y hace el test; ustedes revisan juntos el resultado.">
        <StartTestLink />
      </CtaBand>
    </>
  );
}
