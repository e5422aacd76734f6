import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CAREER_INCOME_SOURCE, incomeRange } from "@/components/catalogue/career-figures";
import { CompareTable } from "@/components/catalogue/compare-table";
import { formatDuration, ONET_CREDIT, RIASEC_NAMES, type RiasecKey } from "@/components/catalogue/format";
import { CAREER_COST_SOURCE } from "@/lib/format/catalogue-costs";
import { costSummaryText } from "@/components/catalogue/cost-summary";
import { careerFigures, careersBySlugs, careerSlugsFromQuery } from "@/lib/server/catalogue/careers";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocComparatorResult").title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Careers side by side: duration, income, cost, selectivity and interests profile. */
export default async function ResultadoComparadorPage({ searchParams }: Props) {
  const slugs = careerSlugsFromQuery((await searchParams).c);
  const careers = await careersBySlugs(slugs);
  const figures = await careerFigures(careers.map((c) => c.id));
  const shareQuery = careers.map((c) => `c=${c.slug}`).join("&");
  if (careers.length === 0) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-2xl font-bold text-fg">Comparador de carreras</h1>
        <p className="mt-2">
          No elegiste carreras.{" "}
          <Link href={href("vocComparator")} className="text-primary-700 underline">
            Elige de 2 a 4
          </Link>
          .
        </p>
      </div>
    );
  }
  const rows: { label: string; source?: string; values: (string | null)[] }[] = [
    { label: "Nivel", values: careers.map((c) => (c.level === "universitaria" ? "Universitaria" : "Técnica")) },
    { label: "Área", values: careers.map((c) => c.area) },
    {
      label: "Duración",
      source: "Ponte en Carrera 2016 (moda de la familia)",
      values: careers.map((c) => formatDuration(c.durationYears)),
    },
    { label: "Ingreso de egresados", source: CAREER_INCOME_SOURCE, values: careers.map((c) => incomeRange(c)) },
    {
      label: "Costo típico (mediana)",
      source: CAREER_COST_SOURCE,
      values: careers.map((c) => costSummaryText(figures.get(c.id)?.cost)),
    },
    {
      label: "Ingresantes / postulantes",
      source: "Ponte en Carrera (MINEDU/MTPE), búsqueda 2016; mediana",
      values: careers.map((c) => {
        const v = figures.get(c.id)?.admissionMedian;
        return v != null ? `${v} %` : null;
      }),
    },
    {
      label: "Instituciones que la ofrecen",
      source: "Ponte en Carrera 2016",
      values: careers.map((c) => String(figures.get(c.id)?.institutions ?? 0)),
    },
    {
      label: "Perfil de intereses",
      source: "O*NET 30 (perfil de la ocupación de referencia)",
      values: careers.map((c) =>
        c.riasecCode
          ? c.riasecCode
              .split("")
              .filter((k): k is RiasecKey => k in RIASEC_NAMES)
              .map((k) => RIASEC_NAMES[k].name)
              .join(", ")
          : null,
      ),
    },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Comparación de carreras</h1>
      <p className="mt-2 text-fg-muted">
        Comparte esta página: su dirección guarda la comparación.{" "}
        <Link href={`${href("vocComparator")}?${shareQuery}`} className="text-primary-700 underline">
          Cambiar carreras
        </Link>
      </p>
      <div className="mt-6">
        <CompareTable
          caption="Comparación de carreras"
          columns={careers.map((c) => ({
            key: c.slug,
            name: c.name,
            href: `${href("vocCareerDescription")}?carrera=${c.slug}`,
          }))}
          rows={rows.map((r) => ({ ...r, source: r.source ? `Fuente: ${r.source}` : undefined }))}
        />
      </div>
      <p className="mt-4 text-xs text-fg-muted">{ONET_CREDIT}</p>
    </div>
  );
}
