"use client";

import Link from "next/link";
import { InstitutionLogo } from "@/components/catalogue/institution-logo";
import { Badge } from "@/components/ui/badge";
import type { Conference } from "@/lib/contracts/fair";
import { cn } from "@/lib/utils/cn";
import { useSessionStore } from "@/stores/session";
import { EnrolButton } from "./enrol-button";
import { href } from "@/lib/config/route-paths";

export const conferenceAnchor = (id: number) => `conferencia-${id}`;

function seatsText(c: Conference): string | null {
  if (c.seatsLeft === null || c.status === "ended" || c.signed) return null;
  if (c.seatsLeft === 0) return "Sin cupos disponibles";
  return c.seatsLeft === 1 ? "Queda 1 cupo" : `Quedan ${c.seatsLeft} cupos`;
}

export function ConferenceCard({
  conference: c,
  highlighted = false,
  headingLevel = 3,
}: {
  conference: Conference;
  highlighted?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const titleId = `${conferenceAnchor(c.id)}-titulo`;
  const Heading = `h${headingLevel}` as const;
  const seats = seatsText(c);
  const isLogged = useSessionStore((s) => s.isLogged);
  return (
    <article
      id={conferenceAnchor(c.id)}
      aria-labelledby={titleId}
      tabIndex={highlighted ? -1 : undefined}
      data-highlighted={highlighted || undefined}
      className={cn(
        "flex scroll-mt-24 gap-4 rounded-card border bg-surface p-4 shadow-card outline-none sm:p-5",
        highlighted ? "border-accent-500 ring-2 ring-accent-500" : "border-border",
      )}
    >
      {c.institution ? (
        <InstitutionLogo name={c.institution.name} shortName={c.institution.shortName} size={56} />
      ) : (
        <svg viewBox="0 0 100 100" width={56} height={56} aria-hidden="true" className="shrink-0 rounded-xl" focusable="false">
          <rect width="100" height="100" rx="22" fill="#c2410c" />
          <path d="M30 68 50 28l20 40H58L50 51l-8 17Z" fill="#fff" />
        </svg>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg-muted">
          <span>
            {c.startDate} · {c.startTime} – {c.endTime}
          </span>
          {c.status === "live" ? <Badge variant="danger">En vivo</Badge> : null}
          {highlighted ? <Badge variant="accent">Tu charla</Badge> : null}
        </p>
        <Heading id={titleId} className="text-lg font-bold text-fg text-balance">
          {c.title}
        </Heading>
        <p className="text-sm text-fg">
          {c.author}
          {c.institution ? (
            <>
              {" · "}
              <Link
                href={href("institution", { institutionSlug: c.institution.slug })}
                className="font-medium text-primary-700 underline hover:text-primary-900"
              >
                {c.institution.name}
              </Link>
            </>
          ) : null}
        </p>
        {c.description ? <p className="text-sm text-fg-muted">{c.description}</p> : null}
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
          <EnrolButton conference={c} describedBy={titleId} label={highlighted && isLogged ? "Confirmar inscripción" : "Inscribirme"} />
          {seats ? <span className="text-sm text-fg-muted">{seats}</span> : null}
        </div>
      </div>
    </article>
  );
}
