import type { Metadata } from "next";
import Link from "next/link";
import { CompareTable } from "@/components/catalogue/compare-table";
import { formatCost, formatDuration, formatIncome, formatSelectivity, formatYesNo, sourceLine } from "@/components/catalogue/format";
import type { OfferingDto } from "@/lib/contracts/catalogue";
import { getCurrentUser } from "@/lib/server/auth/session";
import { compareCareerAt } from "@/lib/server/catalogue/compare";
import { compareQuerySchema } from "@/lib/contracts/catalogue";
import { parsePageQuery, type SearchParams } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("compareCareer").title };

type Props = { searchParams: Promise<SearchParams> };

/** `/instituciones/prueba/detalle?carrera=x&i=a,b`: one career at up to 4 institutions. */
export default async function CompareCareerPage({ searchParams }: Props) {
  const { carrera: careerSlug, i: slugs } = parsePageQuery(compareQuerySchema, await searchParams);
  const user = await getCurrentUser();
  const result = careerSlug ? await compareCareerAt(careerSlug, slugs, user?.id) : null;
  if (!result) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-2xl font-bold text-fg">Comparar una carrera</h1>
        <p className="mt-2 text-fg">
          Elige las instituciones y una carrera en el{" "}
          <Link href={`${href("comparePicker")}?i=${slugs.join(",")}`} className="text-primary-700 underline">
            comparador
          </Link>
          .
        </p>
      </div>
    );
  }
  const cols = result.columns;
  const fig = (f: (o: OfferingDto) => string | null) => cols.map((c) => (c.offering ? f(c.offering) : "No la ofrece"));
  const firstSources = cols.find((c) => c.offering)?.offering?.sources ?? {};
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{result.career.name}: comparación</h1>
      <p className="mt-2 text-fg-muted">
        La misma carrera en {cols.length} {cols.length === 1 ? "institución" : "instituciones"}. Comparte esta página: su dirección guarda
        la comparación.{" "}
        <Link href={`${href("comparePicker")}?i=${slugs.join(",")}`} className="text-primary-700 underline">
          Cambiar
        </Link>{" "}
        ·{" "}
        <Link href={href("estudiarCarrera", { careerSlug: result.career.slug })} className="text-primary-700 underline">
          Sobre la carrera
        </Link>
      </p>
      {cols.length ? (
        <div className="mt-6">
          <CompareTable
            caption={`${result.career.name} en varias instituciones`}
            columns={cols.map(({ card, offering }) => ({
              key: card.username,
              name: card.name,
              shortName: card.shortName,
              href: offering ? `/${card.username}/carrera/${offering.slug}` : `/${card.username}`,
            }))}
            rows={[
              {
                label: "Costo",
                values: fig((o) => {
                  const cost = formatCost(o.costMinCents, o.costMaxCents);
                  return cost && o.costNote ? `${cost} ⚠ probablemente anual o por ciclo` : cost;
                }),
                source: sourceLine(firstSources.cost),
              },
              { label: "Duración", values: fig((o) => formatDuration(o.durationYears)), source: sourceLine(firstSources.duration) },
              {
                label: "Ingresantes / postulantes",
                values: fig((o) => formatSelectivity(o)),
                source: sourceLine(firstSources.admissionRate),
              },
              {
                label: "Ingreso de egresados",
                values: fig((o) => formatIncome(o.income)),
                source: sourceLine(cols.find((c) => c.offering?.sources.income)?.offering?.sources.income),
              },
              { label: "Crédito educativo", values: fig((o) => formatYesNo(o.credit)), source: sourceLine(firstSources.credit) },
              { label: "Becas", values: fig((o) => formatYesNo(o.scholarships)), source: sourceLine(firstSources.scholarships) },
            ]}
          />
        </div>
      ) : (
        <p className="mt-6">No hay instituciones elegidas.</p>
      )}
    </div>
  );
}
