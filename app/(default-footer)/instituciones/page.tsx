import type { Metadata } from "next";
import { DirectoryFilters } from "@/components/catalogue/directory-filters";
import { InstitutionCard } from "@/components/catalogue/institution-card";
import { directoryCardData } from "@/components/catalogue/institution-card-data";
import { packOptions } from "@/components/catalogue/option-list";
import { Pagination } from "@/components/catalogue/pagination";
import { UniversityModalButton } from "@/components/catalogue/university-modal-button";
import { institutionListQuerySchema } from "@/lib/contracts/catalogue";
import { getCurrentUser } from "@/lib/server/auth/session";
import { listInstitutions } from "@/lib/server/catalogue/list-institutions";
import { Beca18Rule } from "@/components/catalogue/beca18-note";
import { BECA18_PARTIAL, BECA18_SOURCE } from "@/lib/content/catalogue/sources";
import { cachedCareers, cachedRegions } from "@/lib/server/catalogue/page-data";
import { firstValues, parsePageQuery } from "@/lib/utils/search-params";
import Link from "@/components/ui/link";
import { href } from "@/lib/config/route-paths";

export const metadata: Metadata = {
  title: "Universidades e institutos del Perú",
  description:
    "Busca entre 145 universidades y 917 institutos del Perú: licenciamiento SUNEDU, carreras, costos, selectividad e ingresos, con su fuente.",
};

/** Cards per page of the directory when the URL does not ask (`perPage`): the page stays light. */
const DIRECTORY_PAGE_SIZE = 12;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InstitucionesPage({ searchParams }: Props) {
  const raw = await searchParams;
  const query = parsePageQuery(institutionListQuerySchema, { perPage: String(DIRECTORY_PAGE_SIZE), ...raw });
  const user = await getCurrentUser();
  const [list, regions, careers] = await Promise.all([listInstitutions(query, user?.id), cachedRegions(), cachedCareers()]);
  const current = firstValues(raw);
  const hrefFor = (page: number) => `${href("instituciones")}?${new URLSearchParams({ ...current, page: String(page) }).toString()}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Universidades e institutos del Perú</h1>
      <p className="mt-2 max-w-3xl text-fg-muted">
        Encuentra dónde estudiar por el nombre de la institución o de la carrera: licenciamiento de SUNEDU (corte 2022-08-17 y resoluciones
        posteriores), carreras con costo, duración, selectividad e ingresos de egresados (Ponte en Carrera), siempre con su fuente.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <UniversityModalButton isLogged={Boolean(user)} redirectTo={href("instituciones")} />
        <Link href={href("comparePicker")} className="font-semibold text-primary-700 underline">
          Comparar instituciones
        </Link>
      </div>
      <div className="mt-6">
        <DirectoryFilters
          regions={packOptions(regions.map((r) => [r.slug, r.name]))}
          careers={packOptions(careers.map((c) => [c.slug, c.name]))}
        />
      </div>
      {list.careers?.length ? (
        <p className="mt-6 text-sm text-fg" data-testid="career-matches">
          {list.careers.length === 1 ? "Carrera con ese nombre: " : "Carreras con ese nombre: "}
          {list.careers.map((c, i) => (
            <span key={c.slug}>
              {i ? " · " : ""}
              <Link href={href("estudiarCarrera", { careerSlug: c.slug })} className="font-semibold text-primary-700 underline">
                {c.name}
              </Link>
            </span>
          ))}
          . La lista incluye las instituciones que {list.careers.length === 1 ? "la enseñan" : "las enseñan"}.
        </p>
      ) : null}
      {/* The count heads the results (h2 before the cards' h3), and is announced when filters change. */}
      <h2 className="mt-6 text-sm font-semibold text-fg" aria-live="polite">
        {list.total === 0
          ? "No encontramos instituciones con esos filtros."
          : `${list.total.toLocaleString("es-PE")} ${list.total === 1 ? "resultado" : "resultados"}`}
        {list.total > 0 && list.pages > 1 ? ` · página ${list.page} de ${list.pages}` : ""}
        {query.beca18 && list.total > 0 ? ` elegibles para Beca 18 2026 (${BECA18_PARTIAL})` : ""}
      </h2>
      {query.beca18 ? <Beca18Rule className="mt-1 text-sm text-fg" /> : null}
      {list.items.length ? (
        <ul className="mt-3 grid gap-3 md:grid-cols-2" aria-label="Instituciones">
          {list.items.map((item) => (
            <InstitutionCard key={item.id} card={directoryCardData(item)} />
          ))}
        </ul>
      ) : list.total > 0 ? (
        <p className="mt-3 text-fg-muted">
          Esta página no existe.{" "}
          <Link href={hrefFor(1)} className="text-primary-700 underline">
            Volver a la primera página
          </Link>
          .
        </p>
      ) : null}
      <Pagination page={list.page} pages={list.pages} hrefFor={hrefFor} />
      <p className="mt-8 text-xs text-fg-muted">
        Fuentes: SUNEDU, datos abiertos «Licenciamiento Institucional» (corte 2022-08-17) y resoluciones posteriores; Ponte en Carrera
        (MINEDU/MTPE), búsqueda 2016; {BECA18_SOURCE}, {BECA18_PARTIAL}. Los institutos no tienen datos públicos de licenciamiento en estas
        fuentes: se muestran como «sin dato».
      </p>
    </div>
  );
}
