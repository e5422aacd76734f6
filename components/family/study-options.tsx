import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import type { FigureSource } from "@/lib/db/schema";
import { placeLicenceText } from "@/lib/format/licence";
import { COST_REVIEW_CENTS, LIKELY_NOT_MONTHLY, formatOfferingCost, isLikelyNotMonthly } from "@/lib/format/catalogue-costs";
import { formatSoles } from "@/lib/format/money";
import type { ShortlistCareer, StudyOption } from "@/lib/server/family/parents";
import { href } from "@/lib/config/route-paths";

const kindLabel: Record<string, string> = { universidad: "Universidad", instituto: "Instituto" };
const gestionLabel: Record<string, string> = { publica: "pública", privada: "privada" };
const years = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} ${n === 1 ? "año" : "años"}`;

/** «S/ 600.00 – S/ 700.00 al mes», or «… (probablemente anual o por ciclo)» above S/ 5,000: the catalogue's one rule. */
export const costText = (o: Pick<StudyOption, "costMinCents" | "costMaxCents">) => (o.costMinCents === null ? null : formatOfferingCost(o));

/** What the panel says about its costs, under the comparison. */
export const COSTS_FOOTNOTE = `La fuente publica los costos como mensuales; los de más de ${formatSoles(COST_REVIEW_CENTS)} se marcan «${LIKELY_NOT_MONTHLY}» y van al final.`;

function Source({ source }: { source?: FigureSource }) {
  if (!source) return null;
  return (
    <dd className="text-xs text-fg-muted">
      Fuente: {source.source} ({source.year})
    </dd>
  );
}

function Figure({ label, value, source }: { label: string; value: string | null; source?: FigureSource }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-fg-muted">{label}</dt>
      <dd className="text-fg">{value ?? "Sin dato"}</dd>
      {value ? <Source source={source} /> : null}
    </div>
  );
}

/** One institution where a career is taught: cost, duration, income and selectivity, each with its source and year. */
function OptionCard({ option: o, who }: { option: StudyOption; who: string }) {
  const cost = costText(o);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold text-fg">
          <Link href={href("institution", { institutionSlug: o.institutionSlug })} className="text-primary-700 underline">
            {o.institutionName}
          </Link>
          {o.chosen ? (
            <span className="mt-1 block w-fit rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
              Elegida por {who}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-fg-muted">
          {kindLabel[o.kind] ?? o.kind} {gestionLabel[o.gestion] ?? ""} · {o.programName}
          {o.regionName ? ` · ${o.regionName}` : ""}
        </p>
        {o.licenceStatus === "denegada" ? (
          <p className="text-sm font-semibold text-danger-800" data-licence="denegada">
            ⚠ {placeLicenceText(o.kind, o.licenceStatus, null)}
          </p>
        ) : null}
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Costo" value={cost} source={o.sources.cost} />
        <Figure label="Duración" value={o.durationYears ? years(o.durationYears) : null} source={o.sources.duration} />
        <Figure
          label="Ingreso promedio de egresados"
          value={o.income ? `${formatSoles(o.income * 100)} al mes` : null}
          source={o.sources.income}
        />
        <Figure
          label="Selectividad"
          value={o.admissionRate !== null ? `Ingresan ${Math.round(o.admissionRate)} de cada 100 postulantes` : null}
          source={o.sources.admissionRate}
        />
      </dl>
      {o.scholarships || o.credit ? (
        <p className="text-sm text-fg">
          <span className="font-semibold">Financiamiento: </span>
          {o.scholarships ? "ofrece becas" : ""}
          {o.scholarships && o.credit ? " · " : ""}
          {o.credit ? "ofrece crédito educativo" : ""}
          <span className="text-xs text-fg-muted">
            {" "}
            (fuente: {(o.sources.scholarships ?? o.sources.credit)?.source ?? "Ponte en Carrera"}). Beca 18 y el Crédito Educativo del
            Estado los otorga PRONABEC: revisa si tu hijo o hija califica en pronabec.gob.pe.
          </span>
        </p>
      ) : null}
    </li>
  );
}

/**
 * The careers a child saved or rated, her final choice first, each with the places she chose that
 * teach it and then alternatives, said as such (her region first, cheapest first).
 */
export function Shortlist({
  careers,
  idPrefix,
  who,
  region,
}: {
  careers: ShortlistCareer[];
  idPrefix: string;
  /** The child's first name: «Elegida por Camila». */
  who: string;
  region: string | null;
}) {
  return (
    <div className="flex flex-col gap-6">
      {careers.map((c) => {
        const mine = c.options.filter((o) => o.chosen);
        const others = c.options.filter((o) => !o.chosen);
        const inRegion = others.some((o) => o.inRegion);
        return (
          <section key={c.id} aria-labelledby={`${idPrefix}-${c.id}`} className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <h3 id={`${idPrefix}-${c.id}`} className="text-lg font-bold text-fg">
                {c.name}
                {c.decided ? (
                  <span className="ml-2 rounded-full bg-accent-100 px-2 py-0.5 align-middle text-xs font-semibold text-fg">
                    Su elección
                  </span>
                ) : null}
              </h3>
              <p className="text-sm text-fg-muted">{c.why.join(" · ")}</p>
            </div>
            {mine.length ? (
              <ul className="flex flex-col gap-3" aria-label={`Donde ${who} eligió estudiar ${c.name}`}>
                {mine.map((o) => (
                  <OptionCard key={o.institutionId} option={o} who={who} />
                ))}
              </ul>
            ) : c.options.length ? (
              <p className="text-sm text-fg-muted">{who} aún no eligió dónde estudiar esta carrera, o sus elegidas no la ofrecen.</p>
            ) : null}
            {others.length ? (
              <>
                <h4 className="text-base font-semibold text-fg">
                  Otras opciones{inRegion && region ? ` en ${region}` : ""}, por si quieren comparar
                </h4>
                <ul className="flex flex-col gap-3" aria-label={`Otras opciones para ${c.name}`}>
                  {others.map((o) => (
                    <OptionCard key={o.institutionId} option={o} who={who} />
                  ))}
                </ul>
              </>
            ) : null}
            {!c.options.length ? <p className="text-sm text-fg-muted">No tenemos instituciones con datos para esta carrera.</p> : null}
          </section>
        );
      })}
    </div>
  );
}

/** A figure of the comparison: right-aligned in the table; on a phone a «label value» line of its card. */
function CostCell({ label, children, wrap = false }: { label: string; children: ReactNode; wrap?: boolean }) {
  return (
    <td
      className={`px-3 py-2 text-right max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:py-0.5 ${wrap ? "min-w-44" : "whitespace-nowrap"}`}
    >
      <span className="text-fg-muted sm:hidden">{label}</span>
      <span>{children}</span>
    </td>
  );
}

/**
 * The side-by-side comparison: every option of the shortlist with a cost, cheapest first; the figures
 * above S/ 5,000 (probably yearly or per term, not comparable with a month) after the monthly ones.
 */
export function CostComparison({ careers, caption }: { careers: ShortlistCareer[]; caption: string }) {
  const rows = careers
    .flatMap((c) => c.options.filter((o) => o.costMinCents !== null).map((o) => ({ career: c.name, ...o })))
    .sort((a, b) => Number(isLikelyNotMonthly(a)) - Number(isLikelyNotMonthly(b)) || (a.costMinCents ?? 0) - (b.costMinCents ?? 0));
  if (!rows.length) return <p className="text-sm text-fg-muted">Aún no hay costos publicados para estas carreras.</p>;
  const sources = [
    ...new Set(rows.flatMap((r) => [r.sources.cost, r.sources.income].filter(Boolean).map((s) => `${s!.source} (${s!.year})`))),
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded-card border border-border bg-surface" tabIndex={0} role="region" aria-label={caption}>
        {/* On a phone each option is a card: its career and institution, then «label value» lines. */}
        <table className="w-full border-collapse text-sm max-sm:block">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-bg text-left text-xs text-fg-muted uppercase max-sm:sr-only">
            <tr>
              <th scope="col" className="px-3 py-2">
                Carrera e institución
              </th>
              <th scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                Costo
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Duración
              </th>
              <th scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                Ingreso de egresados
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {rows.map((r) => (
              <tr key={`${r.career}-${r.institutionId}`} className="border-t border-border max-sm:block max-sm:py-2">
                <th scope="row" className="px-3 py-2 text-left font-normal max-sm:block">
                  <span className="font-semibold">{r.career}</span>
                  <span className="block text-fg-muted">
                    {r.institutionName}
                    {r.chosen ? <strong className="font-semibold text-primary-800"> · elegida</strong> : null}
                  </span>
                </th>
                <CostCell label="Costo" wrap>
                  {costText(r)}
                </CostCell>
                <CostCell label="Duración">{r.durationYears ? years(r.durationYears) : "—"}</CostCell>
                <CostCell label="Ingreso de egresados">{r.income ? formatSoles(r.income * 100) : "—"}</CostCell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-fg-muted">
        Fuentes: {sources.join("; ")}. {COSTS_FOOTNOTE}
      </p>
    </div>
  );
}
