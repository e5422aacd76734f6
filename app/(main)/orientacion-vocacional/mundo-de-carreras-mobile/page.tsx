import type { Metadata } from "next";
import { incomeRange } from "@/components/catalogue/career-figures";
import { CareerMenuItems } from "@/components/catalogue/career-items";
import { formatDuration, ONET_CREDIT } from "@/components/catalogue/format";
import type { CareerSummary } from "@/lib/contracts/catalogue";
import { cachedCareers } from "@/lib/server/catalogue/page-data";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocCareerWorldMobile").title };

/** "5 años · ingreso S/ … al mes" (the graduates' income, as the page says): the figures under a career's name. */
function careerLine(c: CareerSummary): string {
  const income = incomeRange(c);
  return `${formatDuration(c.durationYears) ?? "Duración sin dato"}${income ? ` · ingreso ${income}` : ""}`;
}

/** The world of careers for phones: one collapsible group per area. */
export default async function MundoDeCarrerasMobilePage() {
  const careers = await cachedCareers();
  const areas = new Map<string, typeof careers>();
  for (const c of careers) areas.set(c.area, [...(areas.get(c.area) ?? []), c]);
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <h1 className="text-2xl font-bold text-fg">Mundo de carreras</h1>
      <p className="mt-1 mb-4 text-fg-muted">Toca un área para ver sus carreras.</p>
      <div className="flex flex-col gap-2">
        {[...areas.entries()].map(([area, list]) => (
          <details key={area} className="rounded-card border border-border bg-surface">
            <summary className="flex min-h-12 cursor-pointer items-center justify-between px-4 font-semibold text-fg first-letter:uppercase">
              {area} <span className="text-sm font-normal text-fg-muted">{list.length} carreras</span>
            </summary>
            <ul className="career-menu">
              <CareerMenuItems
                hrefPrefix={`${href("vocCareerDescription")}?carrera=`}
                careers={list.map((c) => [c.slug, c.name, careerLine(c)])}
              />
            </ul>
          </details>
        ))}
      </div>
      <p className="mt-4 text-xs text-fg-muted">
        Duración: Ponte en Carrera 2016. Ingreso: Ponte en Carrera, planilla electrónica 2015 (MTPE). {ONET_CREDIT}
      </p>
    </div>
  );
}
