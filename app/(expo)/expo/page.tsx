import type { Metadata } from "next";
import { FairPage } from "@/components/fair/fair-page";
import { getCurrentUser } from "@/lib/server/auth/session";
import { loadFairPage } from "@/lib/server/fair/conferences";
import { readFairQuery } from "@/lib/server/fair/page-query";
import { listStands } from "@/lib/server/fair/stands";

export const metadata: Metadata = {
  title: "Expo: feria virtual de universidades e institutos",
  description: "La cuenta regresiva, el cronograma de charlas y los stands de la feria virtual de Rumbo.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /expo (spec §2, expo layout): the countdown header, the day filter, the talks and the stands. */
export default async function ExpoPage({ searchParams }: Props) {
  const query = readFairQuery(await searchParams);
  const now = new Date();
  const user = await getCurrentUser();
  const [{ fair, conferences }, stands] = await Promise.all([
    loadFairPage({ userId: user?.id ?? null, now }),
    listStands({ userId: user?.id ?? null, now }),
  ]);
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
