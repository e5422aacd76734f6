import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { RecordingPlayer } from "@/components/webinars/recording-player";
import { seatsText } from "@/components/webinars/webinar-card";
import { WebinarEnrol } from "@/components/webinars/webinar-enrol";
import { appUrl } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";
import type { Webinar } from "@/lib/contracts/webinars";
import { isSlug } from "@/lib/contracts/slug";
import { getCurrentUser } from "@/lib/server/auth/session";
import { jsonLdText } from "@/lib/server/catalogue/seo";
import { hasActiveMembership } from "@/lib/server/membership/memberships";
import { getWebinarBySlug } from "@/lib/server/webinars/webinars";

type Props = { params: Promise<{ slug: string }> };

const load = cache(async (slug: string) => {
  if (!isSlug(slug)) return null;
  const user = await getCurrentUser();
  const webinar = await getWebinarBySlug(slug, user?.id ?? null);
  return webinar ? { webinar, user } : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).slug);
  if (!page) return {};
  const w = page.webinar;
  return {
    title: `${w.title} · Webinar`,
    description:
      `Webinar de ${w.programLabel} con ${w.speaker.name}: ${w.dateLabel}, ${w.timeLabel} (hora de Lima). ${w.description}`.slice(0, 300),
    alternates: { canonical: href("webinar", { slug: w.slug }) },
    robots: w.status === "cancelled" ? { index: false } : undefined,
  };
}

function eventJsonLd(w: Webinar, base: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: w.title,
    description: w.description,
    startDate: w.startsAt,
    endDate: w.endsAt,
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: w.status === "cancelled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url: `${base}${href("webinar", { slug: w.slug })}` },
    organizer: { "@type": "Organization", name: "Rumbo", url: base },
    performer: { "@type": w.speaker.kind === "advisor" ? "Person" : "Organization", name: w.speaker.name },
    isAccessibleForFree: !w.membersOnly,
  };
}

/** `/webinars/{slug}`: one talk, its enrolment, the join link for the enrolled and, after it, its recording. */
export default async function WebinarPage({ params }: Props) {
  const page = await load((await params).slug);
  if (!page) notFound();
  const { webinar: w, user } = page;
  const member = user ? await hasActiveMembership(user.id) : false;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
      <JsonLd json={jsonLdText(eventJsonLd(w, appUrl()))} />
      <nav aria-label="Migas de pan" className="text-sm">
        <Link href={href("webinars")} className="text-primary-700 underline">
          Webinars
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{w.title}</span>
      </nav>
      <header className="flex flex-col gap-3">
        <p className="flex flex-wrap gap-2 text-sm">
          <Badge variant="primary">{w.programLabel}</Badge>
          {w.membersOnly ? <Badge variant="accent">Solo miembros</Badge> : <Badge variant="success">Gratis</Badge>}
          {w.status === "live" ? <Badge variant="danger">En vivo ahora</Badge> : null}
        </p>
        <h1 id="webinar-titulo" className="text-2xl font-bold text-fg sm:text-3xl">
          {w.title}
        </h1>
      </header>

      {w.status === "cancelled" ? (
        <div role="status" className="rounded-card border border-danger-200 bg-danger-50 p-4 text-danger-800">
          <p className="font-semibold">Este webinar fue cancelado.</p>
          {w.cancelReason ? <p>Motivo: {w.cancelReason}</p> : null}
          <Link href={href("webinars")} className="mt-2 inline-block font-semibold underline">
            Ver los próximos webinars
          </Link>
        </div>
      ) : null}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card border border-border bg-surface p-4 text-neutral-800">
        <dt className="font-semibold">Cuándo</dt>
        <dd>
          <time dateTime={w.startsAt}>
            {w.dateLabel}, {w.timeLabel}
          </time>{" "}
          <span className="text-fg-muted">(hora de Lima)</span>
        </dd>
        <dt className="font-semibold">Duración</dt>
        <dd>{w.durationMinutes} minutos</dd>
        <dt className="font-semibold">Con</dt>
        <dd>
          {w.speaker.name}
          {w.speaker.title ? <span className="text-fg-muted"> · {w.speaker.title}</span> : null}
          {w.speaker.institution ? (
            <>
              {" · "}
              <Link href={href("institution", { institutionSlug: w.speaker.institution.slug })} className="text-primary-700 underline">
                Ver la institución
              </Link>
            </>
          ) : null}
        </dd>
        {w.status === "upcoming" || w.status === "live" ? (
          <>
            <dt className="font-semibold">Cupos</dt>
            <dd>{seatsText(w)}</dd>
          </>
        ) : null}
      </dl>

      {w.description ? <p className="text-lg text-neutral-800">{w.description}</p> : null}

      {w.status === "upcoming" || w.status === "live" ? (
        <section aria-labelledby="inscripcion" className="flex flex-col gap-3 rounded-card bg-primary-50 p-4">
          <h2 id="inscripcion" className="text-lg font-bold text-primary-900">
            Inscripción
          </h2>
          {!user ? <p className="text-neutral-800">Crea tu cuenta gratis o inicia sesión para inscribirte; volverás aquí.</p> : null}
          <WebinarEnrol webinar={w} loggedIn={Boolean(user)} member={member} detailed describedBy="webinar-titulo" />
        </section>
      ) : null}

      {w.status === "ended" ? (
        <section aria-labelledby="grabacion" className="flex flex-col gap-3">
          <h2 id="grabacion" className="text-lg font-bold text-fg">
            Grabación
          </h2>
          {w.recordingEmbed ? (
            <RecordingPlayer embed={w.recordingEmbed} title={w.title} />
          ) : (
            <p className="text-neutral-700">Este webinar ya terminó. Su grabación estará aquí y en Videos en unos días.</p>
          )}
          <Link href={href("videos")} className="font-semibold text-primary-700 underline">
            Ver más grabaciones
          </Link>
        </section>
      ) : null}
    </article>
  );
}
