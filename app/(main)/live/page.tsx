import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { ConferenceProvider } from "@/components/fair/conference-provider";
import { FairCountdown } from "@/components/fair/fair-countdown";
import { LiveRoomSkeleton } from "@/components/fair/live-skeleton";
import { LivePlayer } from "@/components/fair/live-player";
import { LiveSchedule } from "@/components/fair/live-schedule";
import { EnrolButton } from "@/components/fair/enrol-button";
import { toFairTalk } from "@/components/fair/talk";
import { buttonClasses } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/server/auth/session";
import { conferenceVideoEmbed, loadFairPage, pickLiveConference } from "@/lib/server/fair/conferences";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("live").title, robots: { index: false } };

/** The talk, its player and the schedule: the slow part, streamed once the session is checked. */
async function LiveRoom({ userId }: { userId: string }) {
  const now = new Date();
  const { fair, conferences } = await loadFairPage({ userId, now });
  const current = pickLiveConference(conferences);
  const video = current ? await conferenceVideoEmbed(current.id, now) : { embedUrl: null, opensAt: null };

  return (
    <ConferenceProvider initial={conferences.map(toFairTalk)}>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{fair ? fair.name : "Feria virtual"}</p>
            <h1 className="text-2xl font-extrabold text-fg sm:text-3xl">Sala en vivo</h1>
          </div>
          <Link href={href("expoThanks")} className={buttonClasses({ variant: "ghost" })}>
            Salir de la sala
          </Link>
        </div>
        {!fair || !current ? (
          <p className="rounded-card border border-dashed border-border-strong p-6 text-center text-fg-muted">
            Aún no hay charlas programadas. Te avisaremos cuando se publique la próxima feria.
          </p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-labelledby="sala-titulo" className="flex flex-col gap-4">
              <LivePlayer embedUrl={video.embedUrl} opensAt={video.opensAt} title={current.title} />
              <div className="flex flex-col gap-2">
                <p className="text-sm font-semibold text-fg-muted">
                  {current.status === "live" ? "En vivo ahora" : current.status === "upcoming" ? "Próxima charla" : "Última charla"} ·{" "}
                  {current.startDate}, {current.startTime} – {current.endTime}
                </p>
                <h2 id="sala-titulo" className="text-xl font-bold text-fg text-balance">
                  {current.title}
                </h2>
                <p className="text-fg">
                  {current.author}
                  {current.institution ? ` · ${current.institution.name}` : ""}
                </p>
                {current.description ? <p className="text-fg-muted">{current.description}</p> : null}
                {current.status === "upcoming" ? (
                  <div className="flex flex-col gap-2">
                    <p className="text-sm font-semibold text-fg">Empieza en</p>
                    <FairCountdown start={current.startsAt} end={current.endsAt} serverNow={now.toISOString()} subject="la charla" />
                  </div>
                ) : null}
                <EnrolButton conference={toFairTalk(current)} describedBy="sala-titulo" className="self-start" />
              </div>
            </section>
            <aside aria-labelledby="cronograma-sala" className="flex flex-col gap-3 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto">
              <h2 id="cronograma-sala" className="text-xl font-bold text-fg">
                Cronograma
              </h2>
              <LiveSchedule days={fair.days} currentId={current.id} />
            </aside>
          </div>
        )}
      </div>
    </ConferenceProvider>
  );
}

/** /live (logged-in only): the talk on now or next, its player and the schedule beside it. */
export default async function LivePage() {
  const user = await getCurrentUser();
  // The proxy redirects on the cookie alone; the session itself is checked here (spec: live → /empezar?redirect=live).
  if (!user) redirect(`${href("empezar")}?redirect=live`);
  return (
    <Suspense fallback={<LiveRoomSkeleton />}>
      <LiveRoom userId={user.id} />
    </Suspense>
  );
}
