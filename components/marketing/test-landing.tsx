import { TestPhoneIllustration } from "@/components/illustrations/test-phone";
import { testDuration } from "@/lib/content/site/test-duration";
import { StartTestLink, WhatsappLink } from "./cta";
import { PageHero } from "./section";
import { TestLandingRest } from "./test-landing-rest";

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

/**
 * The test's landing page (`/test-orientacion-vocacional`, `-home`, `-expo`) with its #pricing area
 * (in ./test-landing-sections.tsx, with the rest below the hero).
 */
export function TestLanding({ variant = "default" }: { variant?: keyof typeof variants }) {
  const copy = variants[variant];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} text={<p>{copy.text}</p>} illustration={<TestPhoneIllustration />}>
        <StartTestLink />
        <WhatsappLink text="Hola, tengo una pregunta sobre el test vocacional de Rumbo">Pregúntanos</WhatsappLink>
      </PageHero>
      <TestLandingRest />
    </>
  );
}
