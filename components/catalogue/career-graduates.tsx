import type { CareerSummary } from "@/lib/contracts/catalogue";
import { areaContent } from "./career-content";

/**
 * "Qué hacen sus egresados": the career's reference occupation in O*NET and the sectors where
 * graduates of its area work (Rumbo's own guidance by area, labelled as referential). Shown on the
 * career's page (`/estudiar-carrera/…`) and on its description in the vocational guide.
 */
export function CareerGraduates({ career, className }: { career: Pick<CareerSummary, "area" | "onetOccupation">; className?: string }) {
  return (
    <section className={className} aria-labelledby="que-hacen">
      <h2 id="que-hacen" className="text-xl font-bold text-fg">
        Qué hacen sus egresados
      </h2>
      <p className="mt-2 text-fg">
        {career.onetOccupation ? (
          <>
            Ocupación de referencia (O*NET): <span>{career.onetOccupation}</span>.{" "}
          </>
        ) : null}
        Trabajan sobre todo en: {areaContent(career.area).sectors.join("; ")}.
      </p>
      <p className="mt-1 text-xs text-fg-muted">Sectores: orientación general de Rumbo por área, referencial.</p>
    </section>
  );
}
