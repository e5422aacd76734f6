import type { Metadata } from "next";
import { ResultPodiumIllustration } from "@/components/illustrations/result-podium";
import { CtaBand, StartTestLink } from "@/components/marketing/cta";
import { PageHero } from "@/components/marketing/section";
import { ResultContents } from "@/components/marketing/test-explainer";
import { testDuration } from "@/lib/content/site/test-overview";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("result");

/** What the result contains, and the way into the test. */
export default function ResultPage() {
  return (
    <>
      <PageHero
        illustration={<ResultPodiumIllustration />}
        eyebrow="Tu resultado vocacional"
        title="Un resultado que te explica el porqué"
        text={
          <p>
            Al terminar el test recibes tu perfil, tus carreras sugeridas con sus razones y dónde estudiarlas en el Perú. Así se ve por
            dentro:
          </p>
        }
      >
        <StartTestLink>Hacer el test</StartTestLink>
      </PageHero>
      <ResultContents tone="plain" />
      <CtaBand title="¿Aún no haces el test?" text={`Es gratis y toma menos de ${testDuration.fullMaxMinutes} minutos.`}>
        <StartTestLink />
      </CtaBand>
    </>
  );
}
