import type { Metadata } from "next";
import { Suspense } from "react";
import { FairPage } from "@/components/fair/fair-page";
import { FairSkeleton } from "@/components/fair/fair-page-skeleton";
import { getCurrentUser } from "@/lib/server/auth/session";
import { resolveCareerArea } from "@/lib/server/fair/areas";
import { loadFairPage } from "@/lib/server/fair/conferences";
import { readFairQuery, withoutArea } from "@/lib/server/fair/page-query";
import { listStands } from "@/lib/server/fair/stands";
import { href } from "@/lib/config/route-paths";

export const metadata: Metadata = {
  title: "Dónde estudiar: la feria virtual de universidades e institutos",
  description:
    "Charlas en vivo con universidades e institutos del Perú: inscríbete gratis, conoce sus stands y resuelve tus dudas de admisión y becas.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

type FairProps = { userId: string | null; params: Awaited<Props["searchParams"]> };

/** The fair, its talks and stands: the slow part, streamed under the site's frame. */
async function DondeEstudiarFair({ userId, params }: FairProps) {
  const query = readFairQuery(params);
  const now = new Date();
  const [{ fair, conferences }, stands, area] = await Promise.all([
    loadFairPage({ userId, now }),
    listStands({ userId, now }),
    resolveCareerArea(query.areaId),
  ]);
  return (
    <FairPage
      fair={fair}
      conferences={conferences}
      stands={stands}
      serverNow={now.toISOString()}
      highlightId={query.conferenceId}
      area={area}
      allAreasHref={withoutArea(href("dondeEstudiar"), params)}
      showVocational={query.showVocational}
      track={query.track}
    />
  );
}

/** donde-estudiar, the fair page: conference_id, #expo, area_id, show_vocational_modal=1 and track. */
export default async function DondeEstudiarPage({ searchParams }: Props) {
  const params = await searchParams;
  const user = await getCurrentUser();
  return (
    <Suspense fallback={<FairSkeleton />}>
      <DondeEstudiarFair userId={user?.id ?? null} params={params} />
    </Suspense>
  );
}
