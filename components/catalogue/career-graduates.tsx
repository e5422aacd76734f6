import type { CareerSummary } from "@/lib/contracts/catalogue";
import { careerEvidence } from "@/lib/content/vocational/career-evidence";

/**
 * "Qué hacen sus egresados": the career's reference occupation in O*NET and the sectors where its
 * graduates work, from the career's own row of data/career-evidence.csv (not one list per area).
 * Shown on the career's page (`/estudiar-carrera/…`) and on its description in the vocational guide.
 */
export function CareerGraduates({ career, className }: { career: Pick<CareerSummary, "slug" | "onetOccupation">; className?: string }) {
  const sectors = careerEvidence(career.slug)?.sectors ?? [];
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
        {sectors.length ? <>Trabajan sobre todo en: {sectors.join("; ")}.</> : null}
      </p>
      {sectors.length ? (
        <p className="mt-1 text-xs text-fg-muted">
          Sectores: compilados por Rumbo para esta carrera a partir de su ocupación de referencia; referencial.
        </p>
      ) : null}
    </section>
  );
}
