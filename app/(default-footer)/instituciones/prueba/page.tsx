import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { InstitutionLogo } from "@/components/catalogue/institution-logo";
import { Beca18Rule, beca18Short } from "@/components/catalogue/beca18-note";
import { LicenceBadge } from "@/components/catalogue/licence-badge";
import { institutionKindLabel } from "@/lib/format/offer-year";
import { buttonClasses } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/server/auth/session";
import { listCareers } from "@/lib/server/catalogue/careers";
import { institutionCardsBySlugs, listInstitutions } from "@/lib/server/catalogue/list-institutions";
import { compareQuerySchema, MAX_COMPARE } from "@/lib/contracts/catalogue";
import { href, route } from "@/lib/config/route-registry";
import { parsePageQuery, type SearchParams } from "@/lib/utils/search-params";

export const metadata: Metadata = { title: route("comparePicker").title };

type Props = { searchParams: Promise<SearchParams> };

/** `/instituciones/prueba`: choose up to 4 institutions (and optionally one career) to compare. */
export default async function ComparatorPickerPage({ searchParams }: Props) {
  // The same contract as the institution list's API (`search`), through the page-query helper.
  const { i: selectedSlugs, q = "" } = parsePageQuery(compareQuerySchema, await searchParams);
  const user = await getCurrentUser();
  const [selected, results, careers] = await Promise.all([
    institutionCardsBySlugs(selectedSlugs, user?.id),
    q ? listInstitutions({ search: q, page: 1, perPage: 10 }, user?.id) : listInstitutions({ page: 1, perPage: 8 }, user?.id),
    listCareers(),
  ]);
  const slugs = selected.map((s) => s.username);
  const full = slugs.length >= MAX_COMPARE;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Compara universidades e institutos</h1>
      <p className="mt-2 text-fg-muted">Elige hasta {MAX_COMPARE}. El enlace de la comparación se puede compartir.</p>

      <section aria-labelledby="elegidas" className="mt-6">
        <h2 id="elegidas" className="text-lg font-bold text-fg">
          Elegidas ({slugs.length} de {MAX_COMPARE})
        </h2>
        {selected.length ? (
          <ul className="mt-2 flex flex-col gap-2">
            {selected.map((s) => (
              <li key={s.id} className="flex items-center gap-3 rounded-card border border-border p-2">
                <InstitutionLogo name={s.name} shortName={s.shortName} size={36} />
                <span className="flex-1 font-semibold">{s.name}</span>
                <Link
                  href={href("comparePicker", { i: slugs.filter((x) => x !== s.username).join(","), q })}
                  className="min-h-11 content-center px-2 text-sm font-semibold text-danger-700 underline"
                >
                  Quitar<span className="sr-only"> {s.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-fg-muted">Aún no eliges ninguna. Búscalas abajo.</p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {slugs.length >= 2 ? (
            <Link href={href("compareInstitutions", { i: slugs.join(",") })} className={buttonClasses({ variant: "accent" })}>
              Comparar {slugs.length} instituciones
            </Link>
          ) : (
            <p className="text-sm text-fg-muted">Elige al menos 2 para comparar.</p>
          )}
        </div>
      </section>

      {slugs.length ? (
        <section aria-labelledby="por-carrera" className="mt-8">
          <h2 id="por-carrera" className="text-lg font-bold text-fg">
            Comparar una carrera en estas instituciones
          </h2>
          <form action={href("compareCareer")} className="mt-2 flex flex-wrap items-end gap-3">
            <input type="hidden" name="i" value={slugs.join(",")} />
            <label className="flex w-full min-w-0 flex-col gap-1.5 text-sm font-semibold text-fg sm:w-auto sm:flex-1">
              Carrera
              <select
                name="carrera"
                required
                className="min-h-11 w-full min-w-0 rounded-control border border-neutral-400 bg-surface px-3 text-base font-normal"
              >
                {careers.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={buttonClasses({ variant: "outline" })}>
              Comparar carrera
            </button>
          </form>
        </section>
      ) : null}

      <section aria-labelledby="buscar" className="mt-8">
        <h2 id="buscar" className="text-lg font-bold text-fg">
          Buscar instituciones
        </h2>
        <form role="search" action={href("comparePicker")} className="mt-2 flex flex-wrap items-end gap-3">
          <input type="hidden" name="i" value={slugs.join(",")} />
          <label className="flex flex-1 flex-col gap-1.5 text-sm font-semibold text-fg">
            Nombre o siglas
            <input
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              className="min-h-11 w-full min-w-0 rounded-control border border-neutral-400 bg-surface px-3 text-base font-normal"
            />
          </label>
          <button type="submit" className={buttonClasses({})}>
            Buscar
          </button>
        </form>
        <ul className="mt-3 flex flex-col gap-2" aria-label="Resultados de la búsqueda">
          {results.items.map((r) => {
            const already = slugs.includes(r.username);
            return (
              <li key={r.id} className="flex items-center gap-3 rounded-card border border-border p-2">
                <InstitutionLogo name={r.name} shortName={r.shortName} size={36} />
                <span className="flex-1">
                  <span className="block font-semibold">{r.name}</span>
                  <span className="block text-xs text-fg-muted">
                    {institutionKindLabel(r)}
                    {r.region ? ` · ${r.region.name}` : ""}
                    {` · ${beca18Short(r.beca18)}`}
                  </span>
                  <span className="mt-1 block">
                    <LicenceBadge licence={r.licence} />
                  </span>
                </span>
                {already ? (
                  <span className="text-sm text-fg-muted">Elegida</span>
                ) : full ? (
                  <span className="text-sm text-fg-muted">Máximo {MAX_COMPARE}</span>
                ) : (
                  <Link
                    href={href("comparePicker", { i: [...slugs, r.username].join(","), q })}
                    className="min-h-11 content-center px-2 text-sm font-semibold text-primary-700 underline"
                  >
                    Añadir<span className="sr-only"> {r.name}</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        {q && !results.items.length ? <p className="mt-2 text-fg-muted">No encontramos instituciones con «{q}».</p> : null}
        <Beca18Rule className="mt-3 text-xs text-fg-muted" />
      </section>
    </div>
  );
}
