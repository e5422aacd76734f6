import Link from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { href } from "@/lib/config/route-paths";
import type { Webinar } from "@/lib/contracts/webinars";
import { WebinarEnrol } from "./webinar-enrol";

/** «Quedan 12 cupos», «Queda 1 cupo», «Sin límite de cupos». */
export function seatsText(w: Pick<Webinar, "seatsLeft">): string {
  if (w.seatsLeft === null) return "Sin límite de cupos";
  if (w.seatsLeft === 0) return "Sin cupos";
  return w.seatsLeft === 1 ? "Queda 1 cupo" : `Quedan ${w.seatsLeft} cupos`;
}

/** One talk of the schedule: when, what, who, how long, seats, members-only and the enrolled marker. */
export function WebinarCard({ webinar, loggedIn, member }: { webinar: Webinar; loggedIn: boolean; member: boolean }) {
  const titleId = `webinar-${webinar.id}-titulo`;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-5">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="primary">{webinar.programLabel}</Badge>
        {webinar.membersOnly ? <Badge variant="accent">Solo miembros</Badge> : null}
        {webinar.status === "live" ? <Badge variant="danger">En vivo ahora</Badge> : null}
      </p>
      <h3 id={titleId} className="text-lg font-bold text-fg">
        <Link href={href("webinar", { slug: webinar.slug })} className="hover:underline">
          {webinar.title}
        </Link>
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-neutral-800">
        <dt className="font-semibold">Cuándo</dt>
        <dd>
          <time dateTime={webinar.startsAt}>
            {webinar.dateLabel}, {webinar.timeLabel}
          </time>{" "}
          <span className="text-fg-muted">(hora de Lima)</span>
        </dd>
        <dt className="font-semibold">Duración</dt>
        <dd>{webinar.durationMinutes} minutos</dd>
        <dt className="font-semibold">Con</dt>
        <dd>
          {webinar.speaker.name}
          {webinar.speaker.title ? <span className="text-fg-muted"> · {webinar.speaker.title}</span> : null}
        </dd>
        <dt className="font-semibold">Cupos</dt>
        <dd>{seatsText(webinar)}</dd>
      </dl>
      <div className="mt-auto pt-1">
        <WebinarEnrol webinar={webinar} loggedIn={loggedIn} member={member} describedBy={titleId} />
      </div>
    </li>
  );
}
