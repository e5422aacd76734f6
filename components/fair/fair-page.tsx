import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { href } from "@/lib/config/route-paths";
import type { Conference, FairSummary, Stand } from "@/lib/contracts/fair";
import type { CareerArea } from "@/lib/server/fair/areas";
import { FairView } from "./fair-view";
import { packStand, packTalks, toStandView } from "./talk";
import { LazyVocationalModal } from "./lazy-modals";

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

/**
 * The fair's page, shared by /expo and /donde-estudiar: header with countdown, talks, stands,
 * schedule. The server part reduces the data to what the page shows (components/fair/talk.ts) and
 * hands it to the client FairView.
 */
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
        <LazyVocationalModal />
      </section>
    );
  }
  // The stands go without their talks (the cards take them from the talks), and the talks name
  // their institution by its stand.
  const standViews = stands.map((s) => toStandView(s, { talks: false }));
  return (
    <FairView
      fair={{
        name: fair.name,
        description: fair.description,
        datesLabel: fair.datesLabel,
        startsAt: fair.startsAt,
        endsAt: fair.endsAt,
        days: fair.days,
      }}
      talks={packTalks(conferences, fair.days, standViews)}
      stands={standViews.map(packStand)}
      serverNow={serverNow}
      highlightId={highlightId}
      area={area ? { name: area.name, ids: conferences.filter((c) => c.areas.includes(area.slug)).map((c) => c.id) } : null}
      allAreasHref={allAreasHref}
      showVocational={showVocational}
      track={track}
    />
  );
}
