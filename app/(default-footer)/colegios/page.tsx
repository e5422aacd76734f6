import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CtaBand, WhatsappLink } from "@/components/marketing/cta";
import { FeatureGrid, PageHero, Section } from "@/components/marketing/section";
import { buttonClasses } from "@/components/ui/button";
import { href } from "@/lib/config/route-paths";
import { site } from "@/lib/config/site";
import { schoolBenefits, schoolSteps } from "@/lib/content/site/schools";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("colegios");

const contactText = "Hola, trabajo en un colegio y quiero llevar Rumbo a nuestros estudiantes";

export default function SchoolsPage() {
  return (
    <>
      <PageHero
        eyebrow="Para colegios"
        title="Orientación vocacional para todos tus estudiantes, con seguimiento para tutoría"
        text={
          <p>
            Un test vocacional para cada estudiante, un panel para el equipo de tutoría y charlas de universidades e institutos, con un solo
            código de acceso para tu colegio.
          </p>
        }
      >
        <WhatsappLink text={contactText} variant="accent">
          Solicita una reunión
        </WhatsappLink>
        <Link href={href("empezarColegio")} className={buttonClasses({ variant: "outline", size: "lg" })}>
          Soy estudiante y tengo código
        </Link>
      </PageHero>
      <Section id="que-recibe" title="Qué recibe tu colegio">
        <FeatureGrid items={schoolBenefits} columns={4} />
      </Section>
      <Section id="codigo" tone="muted" title="Cómo funciona el registro con código de colegio">
        <FeatureGrid items={schoolSteps} numbered columns={4} />
      </Section>
      <Section id="datos" title="Los datos de tus estudiantes, protegidos">
        <p className="max-w-3xl text-neutral-700">
          Tratamos los datos de menores de edad conforme a la Ley N.° 29733. El colegio ve solo a sus estudiantes, y las familias pueden
          pedir ver, corregir o eliminar sus datos cuando quieran.{" "}
          <Link href={href("privacy")} target="_blank" rel="noopener" className="font-semibold text-primary-700 underline">
            Lee la política de privacidad<span className="sr-only"> (se abre en una pestaña nueva)</span>
          </Link>
          .
        </p>
      </Section>
      <CtaBand title="Conversemos sobre tu colegio" text={`Escríbenos por WhatsApp o a ${site.email}.`}>
        <WhatsappLink text={contactText} variant="accent">
          Escríbenos
        </WhatsappLink>
      </CtaBand>
    </>
  );
}
