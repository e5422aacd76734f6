import type { Metadata } from "next";
import { CareerFigures } from "@/components/catalogue/career-figures";
import { CareerOfferingsTable } from "@/components/catalogue/career-offerings-table";
import { CareerPicker, CareerTabs } from "@/components/catalogue/career-picker";
import { careerOfferingsQuerySchema } from "@/lib/contracts/catalogue";
import { CAREER_COST_SOURCE } from "@/lib/format/catalogue-costs";
import { CostSummaryFigure } from "@/components/catalogue/cost-summary";
import { placesLabel } from "@/components/catalogue/career-detail-view";
import { careerFigures, careerFromQuery, careerOfferings, listCareers, ownKindOf } from "@/lib/server/catalogue/careers";
import { firstParam, parsePageQuery, withQuery } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocCareerDetail").title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A career's figures: duration, income, typical cost and selectivity, and where it is taught. */
export default async function DetalleCarrerasPage({ searchParams }: Props) {
  const raw = await searchParams;
  const [career, careers] = await Promise.all([careerFromQuery(raw.carrera), listCareers()]);
  if (!career) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-2xl font-bold text-fg">Detalle de la carrera</h1>
        <p className="mt-2 mb-4 text-fg-muted">Elige una carrera para ver sus cifras.</p>
        <CareerPicker careers={careers} action={href("vocCareerDetail")} />
      </div>
    );
  }
  const query = parsePageQuery(careerOfferingsQuerySchema, raw);
  const [figures, offerings] = await Promise.all([careerFigures([career.id]), careerOfferings(career.id, query)]);
  const f = figures.get(career.id);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{career.name}: cifras</h1>
      <div className="mt-3">
        <CareerTabs slug={career.slug} current="vocCareerDetail" />
      </div>
      <div className="mt-6">
        <CareerFigures career={career} />
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <CostSummaryFigure summary={f?.cost} source={CAREER_COST_SOURCE} />
        <div className="rounded-lg bg-neutral-50 p-3">
          <dt className="text-sm text-fg-muted">Ingresantes / postulantes (mediana)</dt>
          <dd className="font-semibold">{f?.admissionMedian != null ? `${f.admissionMedian} %` : "Sin dato"}</dd>
          <dd className="text-xs text-fg-muted">Fuente: Ponte en Carrera (MINEDU/MTPE), búsqueda 2016</dd>
        </div>
      </dl>
      <section className="mt-8" aria-labelledby="donde">
        <h2 id="donde" className="text-xl font-bold text-fg">
          Dónde estudiarla ({placesLabel(offerings.length, query.type ?? ownKindOf(career.level))})
        </h2>
        <div className="mt-3">
          <CareerOfferingsTable
            rows={offerings}
            sort={query.sort ?? ""}
            hrefForSort={(s) => withQuery(href("vocCareerDetail"), { carrera: career.slug, sort: s })}
            page={Number(firstParam(raw.page)) || 1}
            hrefForPage={(p) =>
              `${withQuery(href("vocCareerDetail"), { carrera: career.slug, sort: query.sort, page: p > 1 ? p : null })}#donde`
            }
          />
        </div>
      </section>
    </div>
  );
}
