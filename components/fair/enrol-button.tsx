"use client";

import Link from "@/components/ui/link";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { livePath } from "@/components/layout/client-paths";
import { cn } from "@/lib/utils/cn";
import { useConferences } from "./conference-provider";
import type { FairTalk } from "./talk";

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
 * The enrol control of one conference: 'Inscribirme', or 'Ya te inscribiste'
 * once enrolled; an ended or full conference says so instead of offering a button.
 */
export function EnrolButton({
  conference,
  describedBy,
  label = "Inscribirme",
  size = "md",
  className,
}: {
  conference: FairTalk;
  /** Id of the conference's title, so that each button is announced with its talk. */
  describedBy?: string;
  label?: string;
  size?: "sm" | "md";
  className?: string;
}) {
  const { enrol, pending } = useConferences();
  const isPending = pending.has(conference.id);
  // After enrolling, the pressed button is replaced by the status: keyboard focus moves onto it instead of being lost.
  const pressed = useRef(false);
  const status = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (isPending) return;
    if (pressed.current && conference.signed) status.current?.focus();
    pressed.current = false;
  }, [isPending, conference.signed]);
  if (conference.signed) {
    return (
      <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", className)}>
        <span ref={status} tabIndex={-1} className="inline-flex items-center gap-1.5 font-semibold text-success-800 outline-none">
          <CheckIcon />
          Ya te inscribiste
        </span>
        {conference.status === "live" ? (
          <Link href={livePath} className="font-semibold text-primary-700 underline hover:text-primary-900">
            Entrar a la sala en vivo
          </Link>
        ) : null}
      </div>
    );
  }
  if (conference.status === "ended") return <span className={cn("font-semibold text-fg-muted", className)}>Finalizó</span>;
  if (conference.full) return <span className={cn("font-semibold text-fg-muted", className)}>Sin cupos</span>;
  return (
    <Button
      variant="accent"
      size={size}
      className={className}
      loading={isPending}
      loadingText="Inscribiendo…"
      aria-describedby={describedBy}
      onClick={() => {
        pressed.current = true;
        void enrol(conference);
      }}
    >
      {label}
    </Button>
  );
}
