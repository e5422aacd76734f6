import Link from "next/link";
import type { CareerOfferingRow } from "@/lib/contracts/catalogue";
import { OfferingRow, type OfferingRowText } from "./catalogue-items";
import { formatCost, formatIncome, gestionLabel, sourceLine, typeLabel } from "./format";

export const CAREER_SORTS = [
  { value: "", label: "Institución" },
  { value: "costo", label: "Menor costo" },
  { value: "-costo", label: "Mayor costo" },
  { value: "selectividad", label: "Más selectiva" },
  { value: "ingreso", label: "Mayor ingreso" },
  { value: "region", label: "Región" },
] as const;

/** A row's cells as text: only what the table shows goes to the browser. */
function offeringRowText(r: CareerOfferingRow): OfferingRowText {
  return {
    href: `/${r.institution.slug}/carrera/${r.slug}`,
    institution: r.institution.name,
    kind: `${typeLabel(r.institution.type)} ${gestionLabel(r.institution.gestion).toLowerCase()}`,
    region: r.regionName ?? "Sin dato",
    cost: formatCost(r.costMinCents, r.costMaxCents) ?? "Sin dato",
    costNote: r.costNote,
    admission: r.admissionRate !== null ? `${Math.round(r.admissionRate)} %` : "Sin dato",
    income: formatIncome(r.income) ?? "Sin dato",
  };
}

/** Where to study a career: one row per institution and campus, figures with their sources. */
export function CareerOfferingsTable({
  rows,
  sort,
  hrefForSort,
}: {
  rows: CareerOfferingRow[];
  sort: string;
  hrefForSort: (sort: string) => string;
}) {
  const first = rows[0];
  return (
    <div>
      <nav aria-label="Ordenar" className="flex flex-wrap gap-2 text-sm">
        <span className="self-center text-fg-muted">Ordenar por:</span>
        {CAREER_SORTS.map((s) =>
          s.value === sort ? (
            <span key={s.value} aria-current="true" className="rounded-full bg-primary-700 px-3 py-1.5 font-semibold text-white">
              {s.label}
            </span>
          ) : (
            <Link
              key={s.value}
              href={hrefForSort(s.value)}
              className="rounded-full border border-primary-700 px-3 py-1.5 font-semibold text-primary-700"
            >
              {s.label}
            </Link>
          ),
        )}
      </nav>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">Instituciones que ofrecen la carrera</caption>
          <thead>
            <tr className="border-b border-border text-fg-muted">
              <th scope="col" className="py-2 pr-3">
                Institución
              </th>
              <th scope="col" className="py-2 pr-3">
                Región
              </th>
              <th scope="col" className="py-2 pr-3">
                Costo
              </th>
              <th scope="col" className="py-2 pr-3">
                Ingresan
              </th>
              <th scope="col" className="py-2 pr-3">
                Ingreso egresados
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <OfferingRow key={r.id} row={offeringRowText(r)} />
            ))}
          </tbody>
        </table>
      </div>
      {first ? (
        <p className="mt-2 text-xs text-fg-muted">
          Costo e ingresantes/postulantes: {sourceLine(first.sources.cost ?? first.sources.admissionRate).replace("Fuente: ", "")}. Ingreso:{" "}
          {sourceLine(rows.find((r) => r.sources.income)?.sources.income).replace("Fuente: ", "")}.
        </p>
      ) : null}
    </div>
  );
}
