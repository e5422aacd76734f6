import { formatSolesRange } from "@/lib/format/money";
import Link from "@/components/ui/link";
import type { CareerOfferingRow } from "@/lib/contracts/catalogue";
import { CareerOfferingRows, type OfferingCells } from "./career-items";
import { formatCost, formatIncome, kindGestionLabel, missingCostText, sourceLine } from "./format";
import { Pagination } from "./pagination";
import { BECA18_PARTIAL } from "@/lib/content/catalogue/sources";
import { Beca18Rule } from "./beca18-note";

export const CAREER_SORTS = [
  { value: "", label: "Institución" },
  { value: "costo", label: "Menor costo" },
  { value: "-costo", label: "Mayor costo" },
  { value: "selectividad", label: "Más selectiva" },
  { value: "ingreso", label: "Mayor ingreso" },
  { value: "region", label: "Región" },
] as const;

/**
 * Rows per page of the table when it paginates: 40 rows keep a page under 60 KB of HTML even when
 * every cost carries its warning; more than half of the careers fit in one page, and one
 * taught in hundreds of institutes (Computación e Informática: 400+) is a few light pages.
 */
export const CAREER_OFFERINGS_PER_PAGE = 40;

/** The slug most rows share (the career's): rows with another programme slug carry their own. */
function commonSlug(rows: CareerOfferingRow[]): string {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.slug, (counts.get(r.slug) ?? 0) + 1);
  return [...counts.entries()].reduce((best, e) => (e[1] > best[1] ? e : best), ["", 0])[0];
}

const withFigure = (rows: CareerOfferingRow[], has: (r: CareerOfferingRow) => boolean) => rows.filter(has).length.toLocaleString("es-PE");

/** The licence a row flags: denied, another status, or a university without data; null when licensed or an institute. */
export function licenceFlag(i: CareerOfferingRow["institution"]): OfferingCells[9] {
  if (i.licenceContradicted) return "posterior";
  if (i.licence === "denegada") return "denegada";
  if (i.type === "universidad" && !i.licence) return "sin-dato";
  if (i.licence && i.licence !== "licenciada") return "otro";
  return null;
}

/** Where to study a career: one row per institution and campus, figures with their sources, by pages of 40 when asked. */
export function CareerOfferingsTable({
  rows,
  sort,
  hrefForSort,
  page,
  hrefForPage,
}: {
  rows: CareerOfferingRow[];
  sort: string;
  hrefForSort: (sort: string) => string;
  /** With `hrefForPage`: the page of rows to show (clamped to the last). */
  page?: number;
  hrefForPage?: (page: number) => string;
}) {
  const first = rows[0];
  const pages = hrefForPage ? Math.max(1, Math.ceil(rows.length / CAREER_OFFERINGS_PER_PAGE)) : 1;
  const current = Math.min(Math.max(1, Math.floor(page ?? 1) || 1), pages);
  const shown = pages > 1 ? rows.slice((current - 1) * CAREER_OFFERINGS_PER_PAGE, current * CAREER_OFFERINGS_PER_PAGE) : rows;
  // Only what the table shows goes to the browser, as short tuples (see career-items.tsx).
  const slug = commonSlug(shown);
  const kinds: string[] = [];
  const cells = shown.map((r): OfferingCells => {
    const kind = kindGestionLabel(r.institution.type, r.institution.gestion);
    if (!kinds.includes(kind)) kinds.push(kind);
    return [
      r.institution.slug,
      r.slug === slug ? null : r.slug,
      r.institution.name,
      kinds.indexOf(kind),
      r.regionName,
      // A flagged cost is the amount alone: its flag draws «⚠ probablemente anual o por ciclo» (styles/careers.css).
      (r.costNote && r.costMinCents !== null ? formatSolesRange(r.costMinCents, r.costMaxCents ?? r.costMinCents) : null) ??
        formatCost(r.costMinCents, r.costMaxCents) ??
        missingCostText(r.institution.gestion),
      r.costNote ? 1 : 0,
      r.admissionRate !== null ? `${Math.round(r.admissionRate)} %` : null,
      formatIncome(r.income),
      licenceFlag(r.institution),
      r.confirmed2026 ? 1 : 0,
      r.institution.beca18Group ?? 0,
    ];
  });
  const costNote = shown.find((r) => r.costNote)?.costNote;
  return (
    <div>
      <nav aria-label="Ordenar" className="flex flex-wrap gap-2 text-sm">
        <span className="self-center text-fg-muted">Ordenar por:</span>
        {CAREER_SORTS.map((s) =>
          s.value === sort ? (
            <span key={s.value} aria-current="true" className="career-pill">
              {s.label}
            </span>
          ) : (
            <Link key={s.value} href={hrefForSort(s.value)} className="career-pill">
              {s.label}
            </Link>
          ),
        )}
      </nav>
      <div className="mt-3 overflow-x-auto">
        <table className="career-offerings">
          <caption className="sr-only">Instituciones que ofrecen la carrera</caption>
          <thead>
            <tr>
              <th scope="col">Institución</th>
              <th scope="col">Región</th>
              <th scope="col">Costo</th>
              <th scope="col">Ingresan</th>
              <th scope="col">Ingreso egresados</th>
            </tr>
          </thead>
          <tbody>
            <CareerOfferingRows slug={slug} kinds={kinds} rows={cells} />
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <p className="mt-2 text-sm text-fg-muted">
          Se muestran {(current - 1) * CAREER_OFFERINGS_PER_PAGE + 1}–{(current - 1) * CAREER_OFFERINGS_PER_PAGE + shown.length} de{" "}
          {rows.length} · página {current} de {pages}
        </p>
      ) : null}
      {costNote ? <p className="mt-2 text-xs text-warning-800">⚠ {costNote}</p> : null}
      <p className="mt-2 text-xs text-fg-muted" data-testid="offer-year-counts">
        {`${rows.filter((r) => r.confirmed2026).length.toLocaleString("es-PE")} de ${rows.length.toLocaleString("es-PE")} ofertas están en la lista Beca 18 2026 de PRONABEC (${BECA18_PARTIAL}) y van primero; las demás son de 2016.`}
      </p>
      <Beca18Rule className="mt-1 text-xs text-fg-muted" />
      {rows.some((r) => r.institution.licence === "denegada") ? (
        <p className="mt-2 text-xs text-fg-muted">
          Primero las universidades licenciadas por SUNEDU; las que tienen la licencia denegada (ya no admiten alumnos nuevos) van al final
          en cualquier orden y se marcan con ⚠.
        </p>
      ) : null}
      <p className="mt-2 text-xs text-fg-muted" data-testid="figure-counts">
        {`De ${rows.length === 1 ? "esta oferta" : `estas ${rows.length.toLocaleString("es-PE")} ofertas`}: ${withFigure(rows, (r) => r.costMinCents !== null)} con dato de costo, ${withFigure(rows, (r) => r.admissionRate !== null)} con dato de ingresantes y ${withFigure(rows, (r) => r.income !== null)} con dato de ingreso de egresados.`}
      </p>
      {first ? (
        <p className="mt-2 text-xs text-fg-muted">
          Costo e ingresantes/postulantes: {sourceLine(first.sources.cost ?? first.sources.admissionRate).replace("Fuente: ", "")}. Ingreso:{" "}
          {sourceLine(rows.find((r) => r.sources.income)?.sources.income).replace("Fuente: ", "")}.
        </p>
      ) : null}
      {hrefForPage ? <Pagination page={current} pages={pages} hrefFor={hrefForPage} /> : null}
    </div>
  );
}
