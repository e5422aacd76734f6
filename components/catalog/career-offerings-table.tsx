import Link from "next/link";
import type { CareerOfferingRow } from "@/lib/contracts/catalog";
import { formatCost, formatIncome, sourceLine } from "./format";
import { href } from "@/lib/config/route-registry";

export const CAREER_SORTS = [
  { value: "", label: "Institución" },
  { value: "costo", label: "Menor costo" },
  { value: "-costo", label: "Mayor costo" },
  { value: "selectividad", label: "Más selectiva" },
  { value: "ingreso", label: "Mayor ingreso" },
  { value: "region", label: "Región" },
] as const;

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
              <tr key={r.id} className="border-b border-border align-top">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  <Link
                    href={href("institutionCareer", { institutionSlug: r.institution.slug, career: r.slug })}
                    className="text-primary-800 underline"
                  >
                    {r.institution.name}
                  </Link>
                  <span className="block text-xs font-normal text-fg-muted">
                    {r.institution.type === "universidad" ? "Universidad" : "Instituto"}{" "}
                    {r.institution.gestion === "publica" ? "pública" : "privada"}
                  </span>
                </th>
                <td className="py-2 pr-3">{r.regionName ?? "Sin dato"}</td>
                <td className="py-2 pr-3">
                  {formatCost(r.costMinCents, r.costMaxCents) ?? "Sin dato"}
                  {r.costNote ? (
                    <span className="block text-xs text-warning-800" title={r.costNote}>
                      ⚠ probablemente anual o por ciclo
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">{r.admissionRate !== null ? `${Math.round(r.admissionRate)} %` : "Sin dato"}</td>
                <td className="py-2 pr-3">{formatIncome(r.income) ?? "Sin dato"}</td>
              </tr>
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
