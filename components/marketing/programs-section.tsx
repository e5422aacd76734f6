"use client";

// Static content as a client component without state: pages carry a reference (and the few props)
// in their RSC payload instead of the section's markup; the HTML is rendered on the server.
import { OpenModalButton } from "@/components/modals/open-modal-button";
import { programs } from "@/lib/content/site/programs";
import { reservation } from "@/lib/config/site";
import { formatSoles } from "@/lib/format/money";
import { Section } from "./section";

/**
 * The three programmes, each with its outline, and the reservation modal's button.
 * `compact` (the home page) folds each outline under «Qué logras y sus sesiones» on a phone, so
 * the page is not three long columns one under another; from `sm` it is open.
 */
export function ProgramsSection({
  id = "programas",
  title = "Nuestros programas",
  compact = false,
}: {
  id?: string;
  title?: string;
  compact?: boolean;
}) {
  const [two, four] = reservation.sessionOptions;
  return (
    <Section
      id={id}
      title={title}
      intro={
        <p>
          Cada programa empieza con la plataforma y tu coach digital ({formatSoles(reservation.baseCents)}) y puede sumar sesiones en vivo
          de 60 minutos: 2 sesiones por {formatSoles(two.priceCents)} (total {formatSoles(reservation.baseCents + two.priceCents)}) o 4
          sesiones por {formatSoles(four.priceCents)} (total {formatSoles(reservation.baseCents + four.priceCents)}).
        </p>
      }
    >
      <div className="grid gap-5 lg:grid-cols-3">
        {programs.map((program) => (
          <article
            key={program.slug}
            id={program.slug}
            aria-labelledby={`${program.slug}-title`}
            className="flex scroll-mt-20 flex-col rounded-card border border-border bg-surface p-5 shadow-card"
          >
            <h3 id={`${program.slug}-title`} className="text-xl font-bold text-fg">
              {program.name}
            </h3>
            <p className="mt-2 text-neutral-700">{program.summary}</p>
            <p className="mt-3 text-sm text-neutral-700">
              <span className="font-semibold text-fg">Para quién: </span>
              {program.forWhom}
            </p>
            {compact ? (
              <>
                <details className="group mt-3 sm:hidden">
                  <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-primary-700">
                    Qué logras y sus {program.sessions.length} sesiones<span className="sr-only"> ({program.name})</span>
                  </summary>
                  <ProgramOutline program={program} />
                </details>
                <div className="hidden sm:block">
                  <ProgramOutline program={program} />
                </div>
              </>
            ) : (
              <ProgramOutline program={program} />
            )}
            <div className="mt-5 flex-1" />
            <OpenModalButton modal="reservation" variant="outline" fullWidth>
              Reserva tu coach digital
            </OpenModalButton>
          </article>
        ))}
      </div>
    </Section>
  );
}

/** What a programme achieves and its live sessions. */
function ProgramOutline({ program }: { program: (typeof programs)[number] }) {
  return (
    <>
      <h4 className="mt-4 text-sm font-semibold text-fg">Lo que logras</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-neutral-700">
        {program.outcomes.map((o) => (
          <li key={o}>{o}</li>
        ))}
      </ul>
      <h4 className="mt-4 text-sm font-semibold text-fg">Sesiones en vivo</h4>
      <ol className="mt-1 space-y-1 text-sm text-neutral-700">
        {program.sessions.map((s) => (
          <li key={s.number}>
            <span className="font-semibold text-fg">
              {s.number}. {s.title}.
            </span>{" "}
            {s.text}
          </li>
        ))}
      </ol>
    </>
  );
}
