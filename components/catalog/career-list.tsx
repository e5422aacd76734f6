import Link from "next/link";
import type { CareerSummary } from "@/lib/contracts/catalog";
import { formatDuration } from "./format";
import { incomeRange } from "./career-figures";

/** Careers grouped by area, each linking to `hrefFor(career)`. */
export function CareerList({ careers, hrefFor }: { careers: CareerSummary[]; hrefFor: (c: CareerSummary) => string }) {
  const areas = new Map<string, CareerSummary[]>();
  for (const c of careers) areas.set(c.area, [...(areas.get(c.area) ?? []), c]);
  return (
    <div className="flex flex-col gap-8">
      {[...areas.entries()].map(([area, list]) => (
        <section key={area} aria-labelledby={`area-${list[0].areaSlug}`}>
          <h2 id={`area-${list[0].areaSlug}`} className="text-xl font-bold text-fg first-letter:uppercase">
            {area}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((c) => (
              <li key={c.id} className="rounded-card border border-border bg-surface p-3">
                <Link href={hrefFor(c)} className="font-semibold text-primary-800 underline-offset-2 hover:underline">
                  {c.name}
                </Link>
                <p className="text-xs text-fg-muted">
                  {c.level === "universitaria" ? "Universitaria" : "Técnica"}
                  {c.durationYears ? ` · ${formatDuration(c.durationYears)}` : ""}
                  {incomeRange(c) ? ` · ${incomeRange(c)}` : ""}
                  {` · ${c.offeringCount} ofertas`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-xs text-fg-muted">
        Duración: moda de la familia de carreras en Ponte en Carrera 2016. Ingreso: Ponte en Carrera, planilla electrónica 2015 (MTPE),
        egresados de 18 a 29 años.
      </p>
    </div>
  );
}
