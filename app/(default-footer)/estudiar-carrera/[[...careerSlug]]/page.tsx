import type { Metadata } from "next";
import { careerDescription } from "@/lib/server/catalogue/seo";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { CareerDetailView } from "@/components/catalogue/career-detail-view";
import { CareerList } from "@/components/catalogue/career-list";
import { CAREER_OFFERINGS_PER_PAGE } from "@/components/catalogue/career-offerings-table";
import { careerOfferingsQuerySchema, institutionListQuerySchema } from "@/lib/contracts/catalogue";
import { listInstitutions } from "@/lib/server/catalogue/list-institutions";
import { namesCareer, searchWords } from "@/lib/server/catalogue/search-text";
import { cachedCareer, cachedCareerOfferings, cachedCareers } from "@/lib/server/catalogue/page-data";
import { firstParam, parsePageQuery, withQuery } from "@/lib/utils/search-params";
import { isSlug } from "@/lib/contracts/slug";
import { href } from "@/lib/config/route-paths";
import { CommunityQuestions } from "../../_components/community-questions";

type Props = { params: Promise<{ careerSlug?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function careerOf(segments: string[] | undefined) {
  if (!segments?.length) return undefined;
  if (segments.length > 1 || !isSlug(segments[0])) return null;
  return cachedCareer(segments[0]);
}

/** The page of the "where to study it" table (`?page=`): 1 unless a whole number ≥ 1 (the table clamps it to its last). */
function pageNumber(value: string | string[] | undefined): number {
  const n = Number(firstParam(value));
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const career = await careerOf((await params).careerSlug);
  if (career === undefined) return { title: "Carreras para estudiar en el Perú" };
  if (!career) return {};
  // Each page of the "where to study it" table is its own canonical page (its rows are only there);
  // a page past the last one shows the last, and says so.
  const raw = await searchParams;
  const rows = await cachedCareerOfferings(career.id, parsePageQuery(careerOfferingsQuerySchema, raw));
  const page = Math.min(pageNumber(raw.page), Math.max(1, Math.ceil(rows.length / CAREER_OFFERINGS_PER_PAGE)));
  return {
    title: `Estudiar ${career.name} en el Perú`,
    description: careerDescription(career),
    alternates: { canonical: withQuery(`/estudiar-carrera/${career.slug}`, { page: page > 1 ? page : null }) },
  };
}

/** `/estudiar-carrera` (the careers) and `/estudiar-carrera/{careerSlug}` (one career). */
export default async function EstudiarCarreraPage({ params, searchParams }: Props) {
  const career = await careerOf((await params).careerSlug);
  if (career === null) notFound();
  if (career === undefined) {
    const all = await cachedCareers();
    const q = (firstParam((await searchParams).q) ?? "").trim().slice(0, 100);
    const words = searchWords(q);
    const careers = words.length ? all.filter((c) => namesCareer(c.name, words)) : all;
    const parsed = institutionListQuerySchema.safeParse({ search: q, perPage: 1 });
    const institutions = words.length && parsed.success ? await listInstitutions(parsed.data) : null;
    const institutionsFound = institutions ? institutions.total : 0;
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">Carreras para estudiar en el Perú</h1>
        <p className="mt-2 text-fg-muted">
          {all.length} carreras universitarias y técnicas, con su duración, ingresos y dónde estudiarlas.
        </p>
        <form role="search" action="/estudiar-carrera" className="mt-4 mb-6 flex max-w-xl flex-wrap items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold text-fg">
            Buscar una carrera o institución
            <input
              type="search"
              name="q"
              defaultValue={q}
              maxLength={100}
              placeholder="Ej.: Medicina, enfermeria, San Marcos"
              className="min-h-11 rounded-control border border-border bg-surface px-3 text-base font-normal"
            />
          </label>
          <button type="submit" className="min-h-11 rounded-control bg-primary-700 px-4 font-semibold text-white">
            Buscar
          </button>
        </form>
        {words.length ? (
          <p className="mb-6 text-fg" aria-live="polite" data-testid="career-search-result">
            {careers.length === 0
              ? `Ninguna carrera se llama «${q}».`
              : `${careers.length} ${careers.length === 1 ? "carrera" : "carreras"} con «${q}».`}{" "}
            {institutionsFound ? (
              <Link href={`${href("instituciones")}?${new URLSearchParams({ search: q })}`} className="text-primary-700 underline">
                {`Ver ${institutionsFound.toLocaleString("es-PE")} ${institutionsFound === 1 ? "universidad o instituto" : "universidades e institutos"} con «${q}»`}
              </Link>
            ) : null}
            {words.length ? (
              <>
                {" "}
                <Link href="/estudiar-carrera" className="text-primary-700 underline">
                  Ver todas las carreras
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {careers.length ? <CareerList careers={careers} hrefPrefix="/estudiar-carrera/" /> : null}
      </div>
    );
  }
  const raw = await searchParams;
  const query = parsePageQuery(careerOfferingsQuerySchema, raw);
  const offerings = await cachedCareerOfferings(career.id, query);
  const path = `/estudiar-carrera/${career.slug}`;
  const siblings =
    career.offeringCount === 0 && career.family
      ? (await cachedCareers()).filter((c) => c.family === career.family && c.level === career.level && c.offeringCount > 0)
      : [];
  return (
    <CareerDetailView
      career={career}
      offerings={offerings}
      sort={query.sort ?? ""}
      hrefForSort={(sort) => `${withQuery(path, { sort, type: query.type })}#donde`}
      page={pageNumber(raw.page)}
      hrefForPage={(page) => `${withQuery(path, { sort: query.sort, type: query.type, page: page > 1 ? page : null })}#donde`}
      type={query.type}
      siblings={siblings}
      hrefForType={(type) => `${withQuery(path, { sort: query.sort, type })}#donde`}
      after={<CommunityQuestions about={{ careerSlug: career.slug, name: career.name }} bare />}
      before={
        <nav aria-label="Migas de pan" className="mb-4 text-sm">
          <Link href={href("estudiarCarrera")} className="text-primary-700 underline">
            Carreras
          </Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{career.name}</span>
        </nav>
      }
    />
  );
}
