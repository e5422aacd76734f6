import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Suspense } from "react";
import { AskQuestion } from "@/components/community/ask-question";
import { QuestionCard } from "@/components/community/question-card";
import { PageHero } from "@/components/marketing/section";
import { buttonClasses } from "@/components/ui/button";
import { ListSkeleton } from "@/components/ui/skeleton";
import { href } from "@/lib/config/route-paths";
import { questionListQuerySchema, type QuestionListQuery } from "@/lib/contracts/community";
import { getCurrentUser } from "@/lib/server/auth/session";
import { cachedCareers } from "@/lib/server/catalogue/page-data";
import { institutionRef, listQuestions } from "@/lib/server/community/questions";
import { pageMetadata } from "@/lib/server/seo/page-metadata";
import { cn } from "@/lib/utils/cn";
import { parsePageQuery, type SearchParams } from "@/lib/utils/search-params";

export const metadata: Metadata = pageMetadata("community");

const rules = [
  "Aquí todos aparecen con su nombre y la inicial de su apellido.",
  "No compartas teléfonos, correos, usuarios de redes ni enlaces a chats: las conversaciones se quedan en Rumbo.",
  "No hay mensajes privados entre estudiantes.",
  "Las primeras preguntas de cada persona las revisa el equipo antes de publicarlas.",
  "Si algo te incomoda, usa «Reportar»: lo revisamos pronto.",
];

/** The questions: the slow part, streamed under the search. */
async function Questions({ query, viewerId }: { query: QuestionListQuery; viewerId: string | null }) {
  const result = await listQuestions(query, viewerId);
  if (!result.items.length) {
    return (
      <div className="rounded-card border border-dashed border-border bg-surface p-6 text-center">
        <p className="font-semibold text-fg">
          {query.q ? `No encontramos preguntas sobre «${query.q}».` : "Todavía no hay preguntas aquí."}
        </p>
        <p className="mt-1 text-neutral-700">Sé la primera persona en preguntar: te responden orientadoras y embajadores verificados.</p>
        <a href="#preguntar" className="mt-3 inline-block font-semibold text-primary-700 underline">
          Haz una pregunta
        </a>
      </div>
    );
  }
  const pageHref = (page: number) =>
    href("community", {
      q: query.q,
      sort: query.sort,
      career: query.career,
      institution: query.institution,
      unanswered: query.unanswered,
      page: page > 1 ? page : undefined,
    });
  return (
    <>
      <p className="text-sm text-neutral-700" role="status">
        {result.total === 1 ? "1 pregunta" : `${result.total} preguntas`}
      </p>
      <ul className="flex flex-col gap-4">
        {result.items.map((q) => (
          <QuestionCard key={q.id} question={q} />
        ))}
      </ul>
      {result.pages > 1 ? (
        <nav aria-label="Páginas" className="flex items-center justify-between gap-3">
          {result.page > 1 ? (
            <Link href={pageHref(result.page - 1)} className={buttonClasses({ variant: "outline", size: "sm" })}>
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-neutral-700">
            Página {result.page} de {result.pages}
          </span>
          {result.page < result.pages ? (
            <Link href={pageHref(result.page + 1)} className={buttonClasses({ variant: "outline", size: "sm" })}>
              Siguiente
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}

export default async function CommunityPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parsePageQuery(questionListQuerySchema, await searchParams);
  const [user, careers] = await Promise.all([getCurrentUser(), cachedCareers()]);
  const careerName = query.career ? careers.find((c) => c.slug === query.career)?.name : undefined;
  const institution = query.institution ? await institutionRef(query.institution) : null;
  const sorts = [
    { value: undefined, label: "Más nuevas" },
    { value: "useful" as const, label: "Más útiles" },
  ];
  const filtered = Boolean(careerName || institution);
  return (
    <>
      <PageHero
        eyebrow="Comunidad"
        title="Pregunta lo que quieras saber antes de decidir"
        text={
          <p>
            Carreras, universidades, institutos, admisión y vida de estudiante. Responden orientadoras de Rumbo y embajadores verificados:
            estudiantes y egresados de cada institución.
          </p>
        }
      >
        <a href="#preguntar" className={buttonClasses({ variant: "accent", className: "lg:hidden" })}>
          Haz una pregunta
        </a>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="preguntas" className="flex min-w-0 flex-col gap-4">
          <h2 id="preguntas" className="text-xl font-bold text-fg sm:text-2xl">
            {careerName
              ? `Preguntas sobre ${careerName}`
              : institution
                ? `Preguntas sobre ${institution.name}`
                : "Preguntas de la comunidad"}
          </h2>
          <form role="search" action={href("community")} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="flex flex-1 flex-col gap-1.5 text-sm font-semibold text-fg">
              Buscar
              <input
                type="search"
                name="q"
                defaultValue={query.q ?? ""}
                maxLength={120}
                placeholder="Ej.: becas, admisión, Psicología"
                className="min-h-11 rounded-control border border-border-strong bg-surface px-3 text-base font-normal"
              />
            </label>
            {query.career ? <input type="hidden" name="career" value={query.career} /> : null}
            {query.institution ? <input type="hidden" name="institution" value={query.institution} /> : null}
            {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
            {query.unanswered ? <input type="hidden" name="unanswered" value="1" /> : null}
            <button type="submit" className={buttonClasses({ variant: "primary" })}>
              Buscar
            </button>
          </form>
          <div className="flex flex-wrap items-center gap-2">
            <nav aria-label="Ordenar" className="flex gap-2">
              {sorts.map((s) => {
                const active = s.value === query.sort;
                return (
                  <Link
                    key={s.label}
                    href={href("community", {
                      q: query.q,
                      career: query.career,
                      institution: query.institution,
                      unanswered: query.unanswered,
                      sort: s.value,
                    })}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center rounded-pill border px-4 text-sm font-semibold",
                      active ? "border-primary-700 bg-primary-700 text-white" : "border-border bg-surface text-fg hover:border-primary-600",
                    )}
                  >
                    {s.label}
                  </Link>
                );
              })}
            </nav>
            <Link
              href={href("community", {
                q: query.q,
                career: query.career,
                institution: query.institution,
                sort: query.sort,
                unanswered: query.unanswered ? undefined : "1",
              })}
              aria-current={query.unanswered ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-pill border px-4 text-sm font-semibold",
                query.unanswered
                  ? "border-primary-700 bg-primary-700 text-white"
                  : "border-border bg-surface text-fg hover:border-primary-600",
              )}
            >
              Sin respuesta
            </Link>
            {filtered ? (
              <Link href={href("community", { q: query.q, sort: query.sort })} className="text-sm font-semibold text-primary-700 underline">
                Quitar filtro ({careerName ?? institution?.name})
              </Link>
            ) : null}
          </div>
          <Suspense key={JSON.stringify(query)} fallback={<ListSkeleton items={4} label="Cargando las preguntas…" />}>
            <Questions query={query} viewerId={user?.id ?? null} />
          </Suspense>
        </section>
        <aside className="flex flex-col gap-6">
          <section
            id="preguntar"
            aria-labelledby="preguntar-titulo"
            className="scroll-mt-20 rounded-card border border-border bg-surface p-4 shadow-card"
          >
            <h2 id="preguntar-titulo" className="mb-3 text-lg font-bold text-fg">
              Haz una pregunta
            </h2>
            {user ? (
              <AskQuestion
                careers={careers.map((c) => ({ value: c.slug, label: c.name }))}
                career={careerName ? query.career : undefined}
                institution={institution}
              />
            ) : (
              <div className="flex flex-col gap-3">
                <p className="text-neutral-800">Crea tu cuenta gratis o inicia sesión para preguntar. Volverás aquí.</p>
                <Link
                  href={href("empezar", { redirect: `${href("community")}#preguntar` })}
                  className={buttonClasses({ variant: "accent" })}
                >
                  Crear cuenta para preguntar
                </Link>
                <Link href={href("entrar", { redirect: href("community") })} className="text-sm font-semibold text-primary-700 underline">
                  Ya tengo cuenta
                </Link>
              </div>
            )}
          </section>
          <section aria-labelledby="reglas" className="rounded-card bg-primary-50 p-4 text-primary-900">
            <h2 id="reglas" className="mb-2 text-lg font-bold">
              Cómo cuidamos la comunidad
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
