import type { Metadata } from "next";
import { Suspense } from "react";
import { FairPage } from "@/components/fair/fair-page";
import { FairSkeleton } from "@/components/fair/fair-page-skeleton";
import { getCurrentUser } from "@/lib/server/auth/session";
import { loadFairPage } from "@/lib/server/fair/conferences";
import { readFairQuery } from "@/lib/server/fair/page-query";
import { listStands } from "@/lib/server/fair/stands";

export const metadata: Metadata = {
  title: "Expo: feria virtual de universidades e institutos",
  description: "La cuenta regresiva, el cronograma de charlas y los stands de la feria virtual de Rumbo.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

type FairProps = { userId: string | null; query: ReturnType<typeof readFairQuery> };

/** The fair, its talks and stands: the slow part, streamed under the expo frame. */
async function ExpoFair({ userId, query }: FairProps) {
  const now = new Date();
  const [{ fair, conferences }, stands] = await Promise.all([loadFairPage({ userId, now }), listStands({ userId, now })]);
  return (
    <FairPage
      fair={fair}
      conferences={conferences}
      stands={stands}
      serverNow={now.toISOString()}
      highlightId={query.conferenceId}
      track={query.track}
    />
  );
}

/** /expo (expo layout): the countdown header, the day filter, the talks and the stands. */
export default async function ExpoPage({ searchParams }: Props) {
  const query = readFairQuery(await searchParams);
  const user = await getCurrentUser();
  return (
    <Suspense fallback={<FairSkeleton />}>
      <ExpoFair userId={user?.id ?? null} query={query} />
    </Suspense>
  );
}
