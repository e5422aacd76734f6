"use client";

import { describeTapError } from "@/lib/client/tap-error";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { webinarIcsUrl, webinarJoinUrl } from "@/lib/api/webinar-links";
import { href } from "@/lib/config/route-paths";
import { JOIN_OPENS_MINUTES } from "@/lib/config/webinars";
import type { Webinar } from "@/lib/contracts/webinars";
import { useModalsStore } from "@/stores/modals";

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5 shrink-0">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.7-1.7a.75.75 0 1 0-1.06 1.06l2.32 2.32a.75.75 0 0 0 1.14-.09l3.76-5.21Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * The enrol control of a webinar, as the fair's: a visitor goes to /empezar and comes back to the
 * talk; a members-only talk without a plan opens the blocked modal; once enrolled it shows
 * «Ya te inscribiste», the calendar file, the join link (from 15 minutes before) and «Retirar».
 */
export function WebinarEnrol({
  webinar,
  loggedIn,
  member,
  detailed = false,
  describedBy,
}: {
  webinar: Webinar;
  loggedIn: boolean;
  member: boolean;
  /** The talk's own page: also the calendar file, the join link and leaving. */
  detailed?: boolean;
  describedBy?: string;
}) {
  const router = useRouter();
  const [enrolled, setEnrolled] = useState(webinar.enrolled);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ text: string; key: number } | null>(null);
  const status = useRef<HTMLSpanElement>(null);
  const openModal = useModalsStore((s) => s.open);

  // On the talk's page the join button appears by itself when the room opens (15 minutes before).
  useEffect(() => {
    if (!detailed || !enrolled || webinar.canJoin || webinar.status !== "upcoming") return;
    const wait = new Date(webinar.startsAt).getTime() - JOIN_OPENS_MINUTES * 60_000 - Date.now();
    if (wait > 24 * 60 * 60 * 1000) return;
    const timer = setTimeout(() => router.refresh(), Math.max(wait, 0) + 1000);
    return () => clearTimeout(timer);
  }, [detailed, enrolled, webinar.canJoin, webinar.status, webinar.startsAt, router]);

  if (webinar.status === "cancelled") return <span className="font-semibold text-danger-700">Cancelado</span>;
  if (webinar.status === "ended") return <span className="font-semibold text-fg-muted">Finalizó</span>;

  const enrol = async () => {
    setPending(true);
    setError(null);
    try {
      // The API client is loaded on the tap (as the pay button's), so the schedule's pages do not ship it.
      const { enrolInWebinar } = await import("@/lib/api/webinars");
      await enrolInWebinar(webinar.id);
      setEnrolled(true);
      requestAnimationFrame(() => status.current?.focus());
      router.refresh();
    } catch (e) {
      const err = await describeTapError(e);
      if (err.code === "membership_required") openModal("blockedModal");
      setError({ text: err.message, key: Date.now() });
    } finally {
      setPending(false);
    }
  };
  const leave = async () => {
    setPending(true);
    setError(null);
    try {
      const { leaveWebinar } = await import("@/lib/api/webinars");
      await leaveWebinar(webinar.id);
      setEnrolled(false);
      router.refresh();
    } catch (e) {
      setError({ text: (await describeTapError(e)).message, key: Date.now() });
    } finally {
      setPending(false);
    }
  };

  const feedback = error ? (
    <Alert key={error.key} variant="error" autoHideMs={0} dismissible onHide={() => setError(null)} className="w-full">
      {error.text}
    </Alert>
  ) : null;

  if (enrolled) {
    return (
      <div className="flex flex-col gap-3">
        <span ref={status} tabIndex={-1} className="inline-flex items-center gap-1.5 font-semibold text-success-800 outline-none">
          <CheckIcon />
          Ya te inscribiste
        </span>
        {detailed ? (
          <>
            {webinar.canJoin ? (
              <a href={webinarJoinUrl(webinar.id)} className={buttonClasses({ variant: "accent", size: "lg" })} rel="noopener">
                Entrar al webinar
              </a>
            ) : webinar.status === "upcoming" ? (
              <p className="text-sm text-neutral-700">El botón para entrar aparece aquí 15 minutos antes del inicio.</p>
            ) : (
              <p className="text-sm text-neutral-700">Estamos preparando la sala. Recarga la página en un momento.</p>
            )}
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              <a href={webinarIcsUrl(webinar.id)} className="font-semibold text-primary-700 underline hover:text-primary-900">
                Agregar a mi calendario
              </a>
              {webinar.status === "upcoming" ? (
                <Button variant="link" size="sm" loading={pending} loadingText="Retirando…" onClick={() => void leave()}>
                  Retirar mi inscripción
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
        {feedback}
      </div>
    );
  }

  if (webinar.seatsLeft === 0) return <span className="font-semibold text-fg-muted">Sin cupos</span>;

  const self = href("webinar", { slug: webinar.slug });
  if (!loggedIn) {
    return (
      <Link
        href={href("empezar", { redirect: self })}
        className={buttonClasses({ variant: "accent", size: detailed ? "lg" : "md" })}
        aria-describedby={describedBy}
      >
        Inscribirme
      </Link>
    );
  }
  if (webinar.membersOnly && !member) {
    return (
      <div className="flex flex-col gap-2">
        <Button
          variant="accent"
          size={detailed ? "lg" : "md"}
          aria-haspopup="dialog"
          aria-describedby={describedBy}
          onClick={() => openModal("blockedModal")}
        >
          Inscribirme
        </Button>
        <p className="text-sm text-neutral-700">Este webinar es para miembros: con un plan te inscribes al instante.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="accent"
        size={detailed ? "lg" : "md"}
        loading={pending}
        loadingText="Inscribiendo…"
        aria-describedby={describedBy}
        onClick={() => void enrol()}
      >
        Inscribirme
      </Button>
      {feedback}
    </div>
  );
}
