import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CompareTable } from "@/components/catalogue/compare-table";
import { LicenceBadge } from "@/components/catalogue/licence-badge";
import {
  formatCost,
  formatDuration,
  formatIncome,
  formatSelectivity,
  formatYesNo,
  missingCostText,
  sourceLine,
} from "@/components/catalogue/format";
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
  const raw = await searchParams;
  // A form with one campus picker per institution sends `sede` repeated: read them all.
  const sedeValues = [raw.sede ?? []].flat().join(",");
  const { carrera: careerSlug, i: slugs, sede, region } = parsePageQuery(compareQuerySchema, { ...raw, sede: sedeValues });
  const user = await getCurrentUser();
  const result = careerSlug ? await compareCareerAt(careerSlug, slugs, user?.id, { sede, region }) : null;
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
  const fig = (f: (o: OfferingDto, gestion: "publica" | "privada") => string | null) =>
    cols.map((c) => (c.offering ? f(c.offering, c.card.gestion) : "No la ofrece"));
  /** The row's source: the source line of each figure shown (each one once); none when no column has the figure. */
  const sourceOf = (key: string, has: (o: OfferingDto) => boolean) => {
    const lines = [
      ...new Set(
        cols.flatMap((c) =>
          c.offering && has(c.offering)
            ? [sourceLine(c.offering.sources[key] ?? (key === "admissionRate" ? c.offering.sources.admitted : undefined))]
            : [],
        ),
      ),
    ];
    return lines.length ? lines.join(" · ") : undefined;
  };
  const pickedText = (c: (typeof cols)[number]) =>
    !c.offering
      ? "No la ofrece"
      : `${c.offering.regionName ?? "Sede sin región"}${c.campuses.length > 1 ? (c.pickedBy === "region" ? " (tu región)" : c.pickedBy === "elegida" ? " (elegida)" : " (la sede con más datos)") : ""}`;
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
      {cols.some((c) => c.campuses.length > 1) ? (
        <form
          method="get"
          className="mt-6 flex flex-wrap items-end gap-3 rounded-card border border-border bg-surface p-3"
          aria-label="Elegir sede"
        >
          <input type="hidden" name="carrera" value={result.career.slug} />
          <input type="hidden" name="i" value={slugs.join(",")} />
          {cols
            .filter((c) => c.campuses.length > 1)
            .map((c) => (
              <label key={c.card.id} className="flex min-w-0 flex-col gap-1 text-sm font-semibold text-fg">
                {`Sede de ${c.card.shortName ?? c.card.name}`}
                <select
                  name="sede"
                  defaultValue={c.campuses.find((o) => o.value.endsWith(`:${c.offering?.slug}`))?.value}
                  className="min-h-11 max-w-full rounded-control border border-border bg-bg px-2 font-normal"
                >
                  {c.campuses.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          <button type="submit" className="min-h-11 rounded-control bg-primary-700 px-4 font-semibold text-white">
            Ver esas sedes
          </button>
          <p className="basis-full text-xs text-fg-muted">
            {result.region
              ? `Se elige primero la sede en ${result.region}; si no hay, la que tiene más cifras en la fuente.`
              : "Se elige primero la sede con más cifras en la fuente; cambia la sede para ver otra."}
          </p>
        </form>
      ) : null}
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
              { label: "Sede", values: cols.map(pickedText) },
              {
                label: "Licenciamiento",
                values: cols.map(({ card }) => <LicenceBadge key={card.id} licence={card.licence} />),
                source: "SUNEDU (corte 2022-08-17 y resoluciones posteriores)",
              },
              {
                label: "Costo",
                values: fig((o, gestion) => {
                  const cost = formatCost(o.costMinCents, o.costMaxCents);
                  return cost ?? missingCostText(gestion);
                }),
                source: sourceOf("cost", (o) => o.costMinCents !== null),
              },
              {
                label: "Duración",
                values: fig((o) => formatDuration(o.durationYears)),
                source: sourceOf("duration", (o) => o.durationYears !== null),
              },
              {
                label: "Ingresantes / postulantes",
                values: fig((o) => formatSelectivity(o)),
                source: sourceOf("admissionRate", (o) => formatSelectivity(o) !== null),
              },
              {
                label: "Ingreso de egresados",
                values: fig((o) => formatIncome(o.income)),
                source: sourceOf("income", (o) => o.income !== null),
              },
              {
                label: "Crédito educativo",
                values: fig((o) => formatYesNo(o.credit)),
                source: sourceOf("credit", (o) => o.credit !== null),
              },
              {
                label: "Becas",
                values: fig((o) => formatYesNo(o.scholarships)),
                source: sourceOf("scholarships", (o) => o.scholarships !== null),
              },
            ]}
          />
        </div>
      ) : (
        <p className="mt-6">No hay instituciones elegidas.</p>
      )}
    </div>
  );
}
