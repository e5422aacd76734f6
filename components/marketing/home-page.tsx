"use client";

import Link from "@/components/ui/link";
import { HeroPathIllustration } from "@/components/illustrations/hero-path";
import { buttonClasses } from "@/components/ui/button-classes";
import { deferred } from "@/components/ui/deferred";
import { testDuration } from "@/lib/content/site/test-duration";
import type { CatalogueStats } from "@/lib/server/catalogue/catalogue-stats";
import { StartTestLink } from "./start-test-link";
import { chromePaths } from "@/components/layout/chrome-paths";
import { PageHero } from "./section";

// Everything below the hero (~8 KB gzip: the sections, the programs, the plans and the pay button)
// comes when it scrolls into view or is touched; the server still renders it in place (components/ui/deferred.tsx).
const HomeSections = deferred(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === "undefined" ? (require("./home-sections") as typeof import("./home-sections")).HomeSections : null,
  () => import("./home-sections").then((m) => m.HomeSections),
  { className: "contents", until: "visible" },
);

/**
 * The landing page of `/` and `/home`. Static content with no state: a client component, so the
 * page's RSC payload carries a reference and the catalogue counts instead of the whole page's
 * markup a second time. The HTML is rendered on the server as before.
 */
export function HomePage({ stats }: { stats: CatalogueStats | null }) {
  return (
    <>
      <PageHero
        illustration={<HeroPathIllustration />}
        eyebrow="Orientación vocacional · Perú"
        title="Elige qué estudiar y dónde, con información real del Perú"
        text={
          <p>
            Rumbo te acompaña con un test vocacional de menos de {testDuration.fullMaxMinutes} minutos que explica sus resultados, el
            catálogo de carreras, universidades e institutos del país y una feria virtual con charlas de las instituciones.
          </p>
        }
      >
        <StartTestLink />
        <Link href={chromePaths.instituciones} className={buttonClasses({ variant: "outline", size: "lg" })}>
          Explora instituciones
        </Link>
      </PageHero>
      <HomeSections stats={stats} />
    </>
  );
}
