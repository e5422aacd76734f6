import { OpenModalButton } from "@/components/modals/open-modal-button";
import { workshop, workshopAlt } from "@/lib/content/site/workshops";
import { studentTestimonials } from "@/lib/content/site/testimonials";
import { CtaBand, WhatsappLink } from "./cta";
import { FeatureGrid, PageHero, Section } from "./section";
import { Testimonials } from "./testimonials";
import { ProgramsSection } from "./programs-section";

/** `/taller-orientacion-vocacional` and its trial-class version. */
export function WorkshopPage({ trial = false }: { trial?: boolean }) {
  const whatsappText = trial
    ? "Hola, quiero inscribirme en la clase de prueba del taller de orientación vocacional"
    : "Hola, quiero inscribirme en el taller de orientación vocacional de Rumbo";
  return (
    <>
      <PageHero
        eyebrow={trial ? "Clase de prueba" : "Taller en vivo"}
        title={trial ? "Prueba el taller de orientación vocacional antes de inscribirte" : workshop.name}
        text={
          <p>
            {trial
              ? "Participa en la primera sesión del taller, «Quién soy», con un grupo pequeño y un orientador. Si te gusta, continúas con las tres sesiones siguientes."
              : `${workshop.format}. ${workshop.schedule}.`}
          </p>
        }
      >
        <WhatsappLink text={whatsappText} variant="accent">
          {trial ? "Quiero mi clase de prueba" : "Quiero inscribirme"}
        </WhatsappLink>
        <OpenModalButton modal="reservation" variant="outline" size="lg">
          Reserva tu coach digital
        </OpenModalButton>
      </PageHero>
      <Section id="agenda" title="Qué trabajamos en cada sesión">
        <FeatureGrid items={[...workshop.agenda]} columns={4} />
      </Section>
      <Section id="incluye" tone="muted" title="Qué incluye">
        <ul className="grid gap-3 sm:grid-cols-2">
          {workshop.includes.map((item) => (
            <li key={item} className="rounded-card border border-border bg-surface p-4 text-neutral-800">
              {item}
            </li>
          ))}
        </ul>
      </Section>
      <Testimonials title="Lo que cuentan quienes participaron" items={studentTestimonials} />
      <CtaBand title="Los cupos son por grupo" text="Escríbenos para ver los horarios disponibles esta semana.">
        <WhatsappLink text={whatsappText} variant="accent">
          Ver horarios
        </WhatsappLink>
      </CtaBand>
    </>
  );
}

/** `/taller2-orientacion-vocacional`: the weekend intensive. */
export function IntensiveWorkshopPage() {
  const whatsappText = "Hola, quiero información sobre el taller intensivo de fin de semana de Rumbo";
  return (
    <>
      <PageHero eyebrow="Taller intensivo" title={workshopAlt.name} text={<p>{`${workshopAlt.format}. ${workshopAlt.forWhom}`}</p>}>
        <WhatsappLink text={whatsappText} variant="accent">
          Quiero inscribirme
        </WhatsappLink>
      </PageHero>
      <Section id="agenda" title="El fin de semana">
        <FeatureGrid items={[...workshopAlt.agenda]} columns={2} />
      </Section>
      <ProgramsSection title="¿Prefieres sesiones individuales?" />
      <CtaBand title="Decide antes de postular" text="Dos sesiones, un plan claro.">
        <WhatsappLink text={whatsappText} variant="accent">
          Ver próximas fechas
        </WhatsappLink>
      </CtaBand>
    </>
  );
}
