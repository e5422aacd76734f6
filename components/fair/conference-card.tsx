"use client";

import Link from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { institutionPath } from "@/components/layout/client-paths";
import { useSessionStore } from "@/stores/session";
import { EnrolButton } from "./enrol-button";
import { FairLogo } from "./fair-logo";
import { conferenceAnchor, type FairTalk } from "./talk";

function seatsText(c: FairTalk): string | null {
  if (c.seatsLeft === null || c.status === "ended" || c.signed) return null;
  if (c.seatsLeft === 0) return "Sin cupos disponibles";
  return c.seatsLeft === 1 ? "Queda 1 cupo" : `Quedan ${c.seatsLeft} cupos`;
}

export function ConferenceCard({
  conference: c,
  highlighted = false,
  headingLevel = 3,
}: {
  conference: FairTalk;
  highlighted?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const titleId = `charla-${c.id}`;
  const Heading = `h${headingLevel}` as const;
  const seats = seatsText(c);
  const isLogged = useSessionStore((s) => s.isLogged);
  return (
    <article
      id={conferenceAnchor(c.id)}
      aria-labelledby={titleId}
      tabIndex={highlighted ? -1 : undefined}
      data-highlighted={highlighted || undefined}
      className="talk-card"
    >
      {/* Styles: .talk-card and its parts in styles/fair.css (the heading, the body and the logo from the card). */}
      <FairLogo name={c.institution?.name} shortName={c.institution?.shortName} />
      <div>
        <p className="talk-meta">
          <span>{`${c.startDate} · ${c.startTime} – ${c.endTime}`}</span>
          {c.status === "live" ? <Badge variant="danger">En vivo</Badge> : null}
          {highlighted ? <Badge variant="accent">Tu charla</Badge> : null}
        </p>
        <Heading id={titleId}>{c.title}</Heading>
        <p className="talk-by">
          {c.institution ? (
            <>
              {/* The institution itself as author is said once («Universidad de Lima», not twice). */}
              {sameName(c.author, c.institution.name) ? null : `${c.author} · `}
              <Link href={institutionPath(c.institution.slug)}>{c.institution.name}</Link>
            </>
          ) : (
            c.author
          )}
        </p>
        {c.description ? <p className="talk-note">{c.description}</p> : null}
        <div className="talk-actions">
          <EnrolButton conference={c} describedBy={titleId} label={highlighted && isLogged ? "Confirmar inscripción" : "Inscribirme"} />
          {seats ? <span className="talk-note">{seats}</span> : null}
        </div>
      </div>
    </article>
  );
}

const sameName = (a: string | null | undefined, b: string) =>
  (a ?? "").trim().toLocaleLowerCase("es-PE") === b.trim().toLocaleLowerCase("es-PE");
