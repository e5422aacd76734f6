import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CtaBand, StartTestLink, WhatsappLink } from "@/components/marketing/cta";
import { FinancingSection } from "@/components/marketing/financing";
import { FeatureGrid, PageHero, Section } from "@/components/marketing/section";
import { Testimonials } from "@/components/marketing/testimonials";
import { PricingPart } from "@/components/pricing/pricing-part";
import { accompanySteps, familyBenefits } from "@/lib/content/site/families";
import { parentTestimonials } from "@/lib/content/site/testimonials";
import { testDuration } from "@/lib/content/site/test-overview";
import { pageMetadata } from "@/lib/server/seo/page-metadata";
import { href } from "@/lib/config/route-paths";

export const metadata: Metadata = pageMetadata("parents");

export default function ParentsPage() {
  return (
    <>
      <PageHero
        eyebrow="Para madres y padres de familia"
        title="Acompaña a tu hijo a elegir su carrera, con información y sin presión"
        text={
          <p>
            Elegir carrera es una de las primeras grandes decisiones de tus hijos, y también una inversión de la familia. Rumbo les da un
            test vocacional de menos de {testDuration.fullMaxMinutes} minutos con resultados que se explican, datos reales de universidades
            e institutos del Perú y especialistas que los acompañan.
          </p>
        }
      >
        <StartTestLink>Que mi hijo haga el test</StartTestLink>
        <WhatsappLink text="Hola, soy madre/padre de familia y quiero información sobre Rumbo">Habla con un asesor</WhatsappLink>
      </PageHero>
      <Section id="como-acompanar" title="Cómo acompañar su decisión" intro={<p>Cinco pasos que recomiendan nuestros orientadores.</p>}>
        <FeatureGrid items={accompanySteps} numbered />
      </Section>
      <Section id="que-recibe" tone="muted" title="Qué le da Rumbo a tu familia">
        <FeatureGrid items={familyBenefits} columns={4} />
      </Section>
      <PricingPart id="pricing" />
      <FinancingSection tone="plain" />
      <Testimonials id="testimonios-familias" title="Lo que cuentan otras familias" items={parentTestimonials} tone="muted" />
      <Section id="mas" title="Sigue leyendo">
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            <Link href={href("helpYourChild")} className="font-semibold text-primary-700 underline">
              Señales de que tu hijo necesita orientación vocacional
            </Link>
          </li>
          <li>
            <Link href={`${href("videos")}#padres-conversacion`} className="font-semibold text-primary-700 underline">
              Video: cómo hablar del futuro sin pelear
            </Link>
          </li>
        </ul>
      </Section>
      <CtaBand title="Empiecen hoy, juntos" text="El test es gratis; el resultado, una buena excusa para conversar.">
        <StartTestLink />
      </CtaBand>
    </>
  );
}
