import type { CareerSummary } from "@/lib/contracts/catalogue";
import { formatSoles } from "@/lib/format/money";
import { formatDuration } from "./format";

export const CAREER_INCOME_SOURCE =
  "Ponte en Carrera, planilla electrónica 2015 (MTPE), egresados de 18 a 29 años; resumen entre instituciones";

/** «S/ 1,372.00 – S/ 2,475.00 al mes», or one figure when both ends are the same. */
export function incomeRange(c: Pick<CareerSummary, "incomeMin" | "incomeMax" | "incomeMedian">): string | null {
  if (c.incomeMin === null || c.incomeMax === null) return null;
  if (c.incomeMin === c.incomeMax) return `${formatSoles(c.incomeMin * 100)} al mes`;
  return `${formatSoles(c.incomeMin * 100)} – ${formatSoles(c.incomeMax * 100)} al mes`;
}

/** Duration and income range of a career, each with its source. */
export function CareerFigures({ career }: { career: CareerSummary }) {
  const range = incomeRange(career);
  return (
    <dl className="career-figures sm:grid-cols-3">
      <div>
        <dt>Duración</dt>
        <dd>{formatDuration(career.durationYears) ?? "Sin dato"}</dd>
        {career.durationSource ? <dd>Fuente: {career.durationSource}</dd> : null}
      </div>
      <div>
        <dt>
          {career.incomeMin !== null && career.incomeMin === career.incomeMax ? "Ingreso de egresados" : "Ingreso de egresados (rango)"}
        </dt>
        <dd>{range ?? "Sin dato"}</dd>
        {range ? (
          <dd>
            Fuente: {CAREER_INCOME_SOURCE}
            {career.incomeInstitutions
              ? ` (${career.incomeInstitutions} ${career.incomeInstitutions === 1 ? "institución" : "instituciones"})`
              : ""}
          </dd>
        ) : null}
      </div>
      <div>
        <dt>Ingreso mediano</dt>
        <dd>{career.incomeMedian !== null ? `${formatSoles(career.incomeMedian * 100)} al mes` : "Sin dato"}</dd>
        {career.incomeMedian !== null ? <dd>Fuente: {CAREER_INCOME_SOURCE}</dd> : null}
      </div>
    </dl>
  );
}

export function careerIntro(c: CareerSummary): string {
  if (c.description) return c.description;
  const level = c.level === "universitaria" ? "Carrera universitaria" : "Carrera técnica (institutos)";
  const field = c.cineSpecific
    ? ` del campo «${c.cineSpecific}»${c.cineBroad && c.cineBroad !== c.cineSpecific ? ` (${c.cineBroad})` : ""}`
    : "";
  return `${level}${field}, en el área de ${c.area}.`;
}
