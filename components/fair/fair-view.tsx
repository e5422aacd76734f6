"use client";

import Link from "@/components/ui/link";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { deferred } from "@/components/ui/deferred";
import { chromePaths } from "@/components/layout/chrome-paths";
import type { FairSummary } from "@/lib/contracts/fair";
import { ConferenceProvider } from "./conference-provider";
import { FairHeader } from "./fair-header";
import { FairQueryEffects } from "./fair-query-effects";
import { LazyScheduleModal, LazyVocationalModal } from "./lazy-modals";
import { ScheduleButton } from "./schedule-button";
import { unpackStand, unpackTalks, type StandRow, type TalkRow } from "./talk";

// The talk a student came for (`conference_id`, after registering), ready to confirm: its code
// (the confirmation's texts and states) comes after the first load, only on such a visit; the
// server renders it in place and a press meanwhile is held (components/ui/deferred.tsx).
const ConfirmEnrolment = deferred(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === "undefined" ? (require("./confirm-enrolment") as typeof import("./confirm-enrolment")).ConfirmEnrolment : null,
  () => import("./confirm-enrolment").then((m) => m.ConfirmEnrolment),
);

// The talks' list with its day filter and its cards (~2.5 KB gzip with the enrol button): the server
// renders it in place and its code comes after the page's first load; a press on a day or on
// «Inscribirme» meanwhile is held and done once it has come (components/ui/deferred.tsx).
const ConferenceList = deferred(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === "undefined" ? (require("./conference-list") as typeof import("./conference-list")).ConferenceList : null,
  () => import("./conference-list").then((m) => m.ConferenceList),
);

// The stands are below the talks, with only links in them: their cards (~1.5 KB gzip with the
// monograms) come after the page's first load; the server renders them in place (components/ui/deferred.tsx).
const StandList = deferred(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === "undefined" ? (require("./stand-list") as typeof import("./stand-list")).StandListItems : null,
  () => import("./stand-list").then((m) => m.StandListItems),
  { as: "ul", className: "fair-stand-grid" },
);

export type FairViewProps = {
  fair: Pick<FairSummary, "name" | "description" | "datesLabel" | "startsAt" | "endsAt" | "days">;
  talks: TalkRow[];
  stands: StandRow[];
  serverNow: string;
  highlightId: number | null;
  /** The career area asked for (area_id) and the ids of its talks (none: the area has no talks yet). */
  area: { name: string; ids: number[] } | null;
  /** Link that shows every area again (keeps the rest of the query). */
  allAreasHref?: string;
  showVocational: boolean;
  track: string | null;
};

/**
 * The fair's page once there is a fair (/expo, /donde-estudiar): header with countdown, talks,
 * stands, schedule. A client component that receives data only (see components/fair/fair-page.tsx):
 * the page's flight payload then carries the talks and stands once, not every element of the page.
 */
export function FairView({ fair, talks, stands, serverNow, highlightId, area, allAreasHref, showVocational, track }: FairViewProps) {
  const areaMatches = area !== null && area.ids.length > 0;
  // The provider keeps its own state after this first render: unpacking again later is not needed.
  const standList = stands.map(unpackStand);
  const [initial] = useState(() => unpackTalks(talks, fair.days, standList));
  return (
    <ConferenceProvider initial={initial}>
      <FairQueryEffects highlightId={highlightId} showVocational={showVocational} track={track} />
      <FairHeader fair={fair} serverNow={serverNow}>
        <a href="#expo" className={buttonClasses({ variant: "accent" })}>
          Ver las charlas
        </a>
        <ScheduleButton
          className={buttonClasses({ variant: "outline", className: "border-white bg-transparent text-white hover:bg-white/10" })}
        />
      </FairHeader>

      <section id="expo" aria-labelledby="expo-titulo" className="fair-talks">
        <div className="fair-section-head">
          <div>
            <h2 id="expo-titulo" className="fair-h2">
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
        <ConferenceList days={fair.days} highlightId={highlightId} areaIds={areaMatches ? area.ids : null} />
      </section>

      {stands.length ? (
        <section aria-labelledby="stands-titulo" className="fair-stands">
          <div>
            <div>
              <h2 id="stands-titulo" className="fair-h2">
                Stands de universidades e institutos
              </h2>
              <p className="text-fg-muted">Conoce a quienes participan en la feria y sus charlas.</p>
            </div>
            <StandList stands={standList} />
            <Link href={chromePaths.instituciones} className={buttonClasses({ variant: "outline", className: "self-start" })}>
              Ver todas las universidades e institutos
            </Link>
          </div>
        </section>
      ) : null}

      <LazyScheduleModal days={fair.days} focusId={highlightId} />
      <LazyVocationalModal />
    </ConferenceProvider>
  );
}
