"use client";

import { useSessionStore } from "@/stores/session";
import { useConferences } from "./conference-provider";
import { EnrolButton } from "./enrol-button";

/**
 * The conference a student came for (`conference_id`), ready to confirm: after registering
 * they land here and one press enrols them.
 */
export function ConfirmEnrolment({ conferenceId }: { conferenceId: number }) {
  const { conferences } = useConferences();
  const isLogged = useSessionStore((s) => s.isLogged);
  const c = conferences.find((x) => x.id === conferenceId);
  if (!c) {
    return (
      <div role="status" className="rounded-card border border-warning-200 bg-warning-50 p-4 text-warning-800">
        La charla que buscas ya no está en el cronograma. Elige otra de la lista.
      </div>
    );
  }
  const titleId = `confirmar-${c.id}-titulo`;
  const heading = c.signed
    ? "Ya te inscribiste"
    : c.status === "ended"
      ? "Esta charla ya terminó"
      : c.full
        ? "Esta charla ya no tiene cupos"
        : "Confirma tu inscripción";
  return (
    <section aria-labelledby="confirmar-titulo" className="rounded-card border-2 border-accent-500 bg-accent-50 p-4 sm:p-5">
      <div aria-live="polite">
        <h3 id="confirmar-titulo" className="text-lg font-bold text-fg">
          {heading}
        </h3>
        <p className="mt-1 text-fg">
          <span id={titleId} className="font-semibold">
            {c.title}
          </span>
          <br />
          <span className="text-sm">
            {c.startDate} · {c.startTime} – {c.endTime} · {c.author}
          </span>
        </p>
        {c.signed ? (
          <p className="mt-2 text-sm text-fg">Te enviamos la confirmación a tu correo, con el archivo para tu calendario.</p>
        ) : null}
        {!c.signed && (c.status === "ended" || c.full) ? <p className="mt-2 text-sm text-fg">Elige otra charla del cronograma.</p> : null}
      </div>
      {!c.signed && c.status !== "ended" && !c.full ? (
        <EnrolButton conference={c} describedBy={titleId} label={isLogged ? "Confirmar inscripción" : "Inscribirme"} className="mt-3" />
      ) : null}
    </section>
  );
}
