import type { CareerSummary } from "@/lib/contracts/catalogue";
import { formatDuration } from "./format";
import { incomeRange } from "./career-figures";
import { CareerCards } from "./career-items";

/** "Universitaria · 5 años · S/ … · 12 ofertas": the figures under a career's name. */
function careerMeta(c: CareerSummary): string {
  const income = incomeRange(c);
  return [
    c.level === "universitaria" ? "Universitaria" : "Técnica",
    c.durationYears ? ` · ${formatDuration(c.durationYears)}` : "",
    // «ingreso»: the graduates' income, as the list's note says (the page stays under 60 KB).
    income ? ` · ingreso ${income}` : "",
    ` · ${c.offeringCount} en ${c.level === "universitaria" ? (c.offeringCount === 1 ? "universidad" : "universidades") : c.offeringCount === 1 ? "instituto" : "institutos"}`,
  ].join("");
}

/** Careers grouped by area, each linking to `hrefPrefix` + its slug. */
export function CareerList({ careers, hrefPrefix }: { careers: CareerSummary[]; hrefPrefix: string }) {
  const areas = new Map<string, CareerSummary[]>();
  for (const c of careers) areas.set(c.area, [...(areas.get(c.area) ?? []), c]);
  return (
    <div className="flex flex-col gap-8">
      {[...areas.entries()].map(([area, list]) => (
        <section key={area} aria-labelledby={`area-${list[0].areaSlug}`}>
          <h2 id={`area-${list[0].areaSlug}`} className="text-xl font-bold text-fg first-letter:uppercase">
            {area}
          </h2>
          <ul className="career-cards">
            <CareerCards hrefPrefix={hrefPrefix} careers={list.map((c) => [c.slug, c.name, careerMeta(c)])} />
          </ul>
        </section>
      ))}
      <p className="text-xs text-fg-muted">
        Duración: moda de la familia de carreras en Ponte en Carrera 2016. Ingreso: el de sus egresados de 18 a 29 años (Ponte en Carrera,
        planilla electrónica 2015, MTPE). «En universidades» o «en institutos»: las ofertas de la carrera en instituciones de su tipo.
      </p>
    </div>
  );
}
