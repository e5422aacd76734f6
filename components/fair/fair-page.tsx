import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { href } from "@/lib/config/route-paths";
import type { Conference, FairSummary, Stand } from "@/lib/contracts/fair";
import type { CareerArea } from "@/lib/server/fair/areas";
import { ConferenceList } from "./conference-list";
import { ConferenceProvider } from "./conference-provider";
import { ConfirmEnrolment } from "./confirm-enrolment";
import { FairHeader } from "./fair-header";
import { FairQueryEffects } from "./fair-query-effects";
import { ScheduleButton, ScheduleModal } from "./schedule-modal";
import { StandCard } from "./stand-card";
import { VocationalModal } from "./vocational-modal";

export type FairPageProps = {
  fair: FairSummary | null;
  conferences: Conference[];
  stands: Stand[];
  serverNow: string;
  highlightId?: number | null;
  area?: CareerArea | null;
  /** Link that shows every area again (keeps the rest of the query). */
  allAreasHref?: string;
  showVocational?: boolean;
  track?: string | null;
};

/** The fair's page, shared by /expo and /donde-estudiar: header with countdown, talks, stands, schedule. */
export function FairPage({
  fair,
  conferences,
  stands,
  serverNow,
  highlightId = null,
  area = null,
  allAreasHref,
  showVocational = false,
  track = null,
}: FairPageProps) {
  if (!fair) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-12">
        <h1 className="text-3xl font-extrabold text-fg">Feria virtual</h1>
        <p className="text-lg text-fg-muted">Pronto anunciaremos la próxima feria. Mientras tanto, explora universidades e institutos.</p>
        <Link href={href("instituciones")} className={buttonClasses({ variant: "primary" })}>
          Ver universidades e institutos
        </Link>
        <VocationalModal />
      </section>
    );
  }
  const areaMatches = area ? conferences.some((c) => c.areas.includes(area.slug)) : false;
  return (
    <ConferenceProvider initial={conferences}>
      <FairQueryEffects highlightId={highlightId} showVocational={showVocational} track={track} />
      <FairHeader fair={fair} serverNow={serverNow}>
        <a href="#expo" className={buttonClasses({ variant: "accent" })}>
          Ver las charlas
        </a>
        <ScheduleButton
          className={buttonClasses({ variant: "outline", className: "border-white bg-transparent text-white hover:bg-white/10" })}
        />
      </FairHeader>

      <section id="expo" aria-labelledby="expo-titulo" className="mx-auto flex max-w-4xl scroll-mt-20 flex-col gap-5 px-4 py-8 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="expo-titulo" className="text-2xl font-bold text-fg">
              Charlas de la feria
            </h2>
            <p className="text-fg-muted">Inscríbete gratis y te recordaremos una hora antes. Horarios en hora de Lima.</p>
          </div>
          <ScheduleButton />
        </div>
        {area ? (
          <p className="rounded-control bg-primary-50 px-4 py-3 text-primary-900">
            {areaMatches ? (
              <>
                Te mostramos las charlas de <strong>{area.name}</strong>.{" "}
              </>
            ) : (
              <>
                Aún no hay charlas de <strong>{area.name}</strong>; mira todas las de la feria.{" "}
              </>
            )}
            {areaMatches && allAreasHref ? (
              <Link href={allAreasHref} className="font-semibold underline">
                Ver todas las charlas
              </Link>
            ) : null}
          </p>
        ) : null}
        {highlightId !== null ? <ConfirmEnrolment conferenceId={highlightId} /> : null}
        <ConferenceList days={fair.days} highlightId={highlightId} areaSlug={area && areaMatches ? area.slug : null} />
      </section>

      {stands.length ? (
        <section aria-labelledby="stands-titulo" className="bg-neutral-50">
          <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 sm:py-10">
            <div>
              <h2 id="stands-titulo" className="text-2xl font-bold text-fg">
                Stands de universidades e institutos
              </h2>
              <p className="text-fg-muted">Conoce a quienes participan en la feria y sus charlas.</p>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {stands.map((s) => (
                <li key={s.id}>
                  <StandCard stand={s} />
                </li>
              ))}
            </ul>
            <Link href={href("instituciones")} className={buttonClasses({ variant: "outline", className: "self-start" })}>
              Ver todas las universidades e institutos
            </Link>
          </div>
        </section>
      ) : null}

      <ScheduleModal days={fair.days} focusId={highlightId} />
      <VocationalModal />
    </ConferenceProvider>
  );
}
