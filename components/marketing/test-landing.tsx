import { TestPhoneIllustration } from "@/components/illustrations/test-phone";
import { PricingSection } from "@/components/pricing/pricing-section";
import { testFaq, testDuration } from "@/lib/content/site/test-overview";
import { studentTestimonials } from "@/lib/content/site/testimonials";
import { CtaBand, StartTestLink, WhatsappLink } from "./cta";
import { Faq } from "./faq";
import { PageHero } from "./section";
import { HowTestWorks, ResultContents } from "./test-explainer";
import { Testimonials } from "./testimonials";

const variants = {
  default: {
    eyebrow: "Test de orientación vocacional",
    title: "Descubre las carreras que encajan contigo",
    text: `Un test gratuito de intereses, personalidad, inteligencias y valores. Completo en menos de ${testDuration.fullMaxMinutes} minutos, o en menos de ${testDuration.quickMaxMinutes} en modo rápido, y con un resultado que te explica el porqué de cada carrera.`,
  },
  home: {
    eyebrow: "Desde tu casa, a tu ritmo",
    title: "Haz el test vocacional desde tu celular",
    text: `Empieza hoy y sigue mañana: cada sección se guarda. En menos de ${testDuration.fullMaxMinutes} minutos tendrás tus carreras sugeridas para revisarlas en familia.`,
  },
  expo: {
    eyebrow: "Feria virtual Rumbo",
    title: "Llega a las charlas sabiendo qué carreras te interesan",
    text: `Haz el test antes de la feria: en menos de ${testDuration.fullMaxMinutes} minutos sabrás qué charlas de universidades e institutos aprovechar más.`,
  },
} as const;

/** The test's landing page (`/test-orientacion-vocacional`, `-home`, `-expo`) with its #pricing area. */
export function TestLanding({ variant = "default" }: { variant?: keyof typeof variants }) {
  const copy = variants[variant];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} text={<p>{copy.text}</p>} illustration={<TestPhoneIllustration />}>
        <StartTestLink />
        <WhatsappLink text="Hola, tengo una pregunta sobre el test vocacional de Rumbo">Pregúntanos</WhatsappLink>
      </PageHero>
      <HowTestWorks />
      <ResultContents />
      <PricingSection id="pricing" />
      <Testimonials title="Estudiantes que ya lo hicieron" items={studentTestimonials} />
      <Faq items={testFaq} />
      <CtaBand title="¿Listo para empezar?" text="Crear tu cuenta es gratis y toma un minuto.">
        <StartTestLink />
      </CtaBand>
    </>
  );
}
