import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Suspense } from "react";
import { PageHero } from "@/components/marketing/section";
import { ListSkeleton } from "@/components/ui/skeleton";
import { WebinarCard } from "@/components/webinars/webinar-card";
import { href } from "@/lib/config/route-paths";
import { webinarPageQuerySchema, webinarProgramLabels, webinarPrograms, type WebinarProgram } from "@/lib/contracts/webinars";
import { getCurrentUser } from "@/lib/server/auth/session";
import { hasActiveMembership } from "@/lib/server/membership/memberships";
import { pageMetadata } from "@/lib/server/seo/page-metadata";
import { listWebinars } from "@/lib/server/webinars/webinars";
import { cn } from "@/lib/utils/cn";
import { parsePageQuery, type SearchParams } from "@/lib/utils/search-params";

export const metadata: Metadata = pageMetadata("webinars");

/** The schedule: the slow part (the talks and the caller's enrolments), streamed under the filters. */
async function Schedule({ program }: { program?: WebinarProgram }) {
  const user = await getCurrentUser();
  const [list, member] = await Promise.all([
    listWebinars({ userId: user?.id ?? null, program }),
    user ? hasActiveMembership(user.id) : Promise.resolve(false),
  ]);
  const mine = list.filter((w) => w.enrolled);
  if (!list.length) {
    return (
      <div className="rounded-card border border-dashed border-border bg-surface p-6 text-center">
        <p className="font-semibold text-fg">
          {program
            ? `No hay webinars de ${webinarProgramLabels[program]} programados por ahora.`
            : "No hay webinars programados por ahora."}
        </p>
        <p className="mt-1 text-neutral-700">Publicamos nuevas charlas cada semana. Mientras tanto, mira las grabaciones.</p>
        <p className="mt-3 flex flex-wrap justify-center gap-4">
          {program ? (
            <Link href={href("webinars")} className="font-semibold text-primary-700 underline">
              Ver todos los programas
            </Link>
          ) : null}
          <Link href={href("videos")} className="font-semibold text-primary-700 underline">
            Ver grabaciones
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      {mine.length ? (
        <p className="mb-4 rounded-card bg-success-50 p-3 text-success-800" role="status">
          Tienes {mine.length === 1 ? "1 inscripción" : `${mine.length} inscripciones`} en esta lista: te avisamos por correo una hora
          antes.
        </p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {list.map((w) => (
          <WebinarCard key={w.id} webinar={w} loggedIn={Boolean(user)} member={member} />
        ))}
      </ul>
    </>
  );
}

export default async function WebinarsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { programa } = parsePageQuery(webinarPageQuerySchema, await searchParams);
  const filters: { value?: WebinarProgram; label: string }[] = [
    { label: "Todos" },
    ...webinarPrograms.map((p) => ({ value: p, label: webinarProgramLabels[p] })),
  ];
  return (
    <>
      <PageHero
        eyebrow="Webinars"
        title="Charlas en vivo para decidir tu futuro"
        text={
          <p>
            Orientadoras de Rumbo y universidades e institutos del Perú responden tus preguntas en línea. Inscríbete gratis: te enviamos el
            recordatorio y el enlace para entrar.
          </p>
        }
      />
      <section aria-labelledby="cronograma" className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8">
        <h2 id="cronograma" className="text-xl font-bold text-fg sm:text-2xl">
          Próximos webinars
        </h2>
        <nav aria-label="Filtrar por programa" className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2">
            {filters.map((f) => {
              const active = f.value === programa;
              return (
                <li key={f.label} className="shrink-0">
                  <Link
                    href={href("webinars", { programa: f.value })}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center rounded-pill border px-4 text-sm font-semibold",
                      active ? "border-primary-700 bg-primary-700 text-white" : "border-border bg-surface text-fg hover:border-primary-600",
                    )}
                  >
                    {f.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Suspense key={programa ?? "todos"} fallback={<ListSkeleton items={4} label="Cargando los webinars…" />}>
          <Schedule program={programa} />
        </Suspense>
        <p className="text-sm text-neutral-700">
          ¿Te perdiste uno?{" "}
          <Link href={href("videos")} className="font-semibold text-primary-700 underline">
            Mira las grabaciones en Videos
          </Link>
          .
        </p>
      </section>
    </>
  );
}
