import type { Metadata } from "next";
import { careerDescription } from "@/lib/server/catalogue/seo";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CareerDetailView } from "@/components/catalogue/career-detail-view";
import { CareerList } from "@/components/catalogue/career-list";
import { careerOfferingsQuerySchema } from "@/lib/contracts/catalogue";
import { cachedCareer, cachedCareerOfferings, cachedCareers } from "@/lib/server/catalogue/page-data";
import { parsePageQuery } from "@/lib/utils/search-params";
import { isSlug } from "@/lib/server/catalogue/profile-page";
import { href } from "@/lib/config/route-paths";

type Props = { params: Promise<{ careerSlug?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function careerOf(segments: string[] | undefined) {
  if (!segments?.length) return undefined;
  if (segments.length > 1 || !isSlug(segments[0])) return null;
  return cachedCareer(segments[0]);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const career = await careerOf((await params).careerSlug);
  if (career === undefined) return { title: "Carreras para estudiar en el Perú" };
  return career
    ? {
        title: `Estudiar ${career.name} en el Perú`,
        description: careerDescription(career),
        alternates: { canonical: `/estudiar-carrera/${career.slug}` },
      }
    : {};
}

/** `/estudiar-carrera` (the careers) and `/estudiar-carrera/{careerSlug}` (one career). */
export default async function EstudiarCarreraPage({ params, searchParams }: Props) {
  const career = await careerOf((await params).careerSlug);
  if (career === null) notFound();
  if (career === undefined) {
    const careers = await cachedCareers();
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">Carreras para estudiar en el Perú</h1>
        <p className="mt-2 mb-6 text-fg-muted">
          {careers.length} carreras universitarias y técnicas, con su duración, ingresos y dónde estudiarlas.
        </p>
        <CareerList careers={careers} hrefFor={(c) => `/estudiar-carrera/${c.slug}`} />
      </div>
    );
  }
  const query = parsePageQuery(careerOfferingsQuerySchema, await searchParams);
  const offerings = await cachedCareerOfferings(career.id, query);
  return (
    <CareerDetailView
      career={career}
      offerings={offerings}
      sort={query.sort ?? ""}
      hrefForSort={(sort) => `/estudiar-carrera/${career.slug}${sort ? `?sort=${sort}` : ""}#donde`}
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
