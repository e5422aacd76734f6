"use client";

import { useEffect, useState } from "react";
import { cn } from "@/lib/utils/cn";
import { countdownParts } from "./countdown-parts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The fair header's countdown: days, hours, minutes and seconds to the fair's
 * start, ticking every second; "en vivo" during the fair and "finalizó" after it.
 * The first render uses the server's clock so that server and browser agree.
 */
export function FairCountdown({
  start,
  end,
  serverNow,
  tone = "dark",
  subject = "la feria",
  className,
}: {
  start: string;
  end: string;
  serverNow: string;
  tone?: "dark" | "light";
  /** What is counted down to: "la feria" or "la charla". */
  subject?: string;
  className?: string;
}) {
  const [now, setNow] = useState(() => new Date(serverNow).getTime());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = countdownParts(now, start, end);
  const light = tone === "light";

  if (parts.state !== "upcoming") {
    const live = parts.state === "live";
    return (
      <p
        data-testid="fair-countdown"
        className={cn(
          "inline-flex items-center gap-2 rounded-pill px-4 py-2 text-lg font-bold",
          live ? "bg-danger-600 text-white" : light ? "bg-white/15 text-white" : "bg-neutral-100 text-fg",
          className,
        )}
      >
        {live ? <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-white" /> : null}
        {`${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${live ? "está en vivo" : "finalizó"}`}
      </p>
    );
  }

  const units = [
    { key: "days", value: parts.days, label: parts.days === 1 ? "día" : "días" },
    { key: "hours", value: parts.hours, label: parts.hours === 1 ? "hora" : "horas" },
    { key: "minutes", value: parts.minutes, label: parts.minutes === 1 ? "minuto" : "minutos" },
    { key: "seconds", value: parts.seconds, label: parts.seconds === 1 ? "segundo" : "segundos" },
  ];
  const spoken = `Faltan ${plural(parts.days, "día", "días")}, ${plural(parts.hours, "hora", "horas")}, ${plural(parts.minutes, "minuto", "minutos")} y ${plural(parts.seconds, "segundo", "segundos")} para que empiece ${subject}`;

  return (
    <div data-testid="fair-countdown" className={className}>
      {/* role="timer" is not announced on every tick; the sentence is there when read. */}
      <p role="timer" className="sr-only">
        {spoken}
      </p>
      {/* Styles: .countdown in styles/fair.css (`data-tone="light"` on a dark band). */}
      <ol aria-hidden="true" className="countdown" data-tone={light ? "light" : undefined}>
        {units.map((u) => (
          <li key={u.key}>
            <span data-unit={u.key}>{String(u.value).padStart(2, "0")}</span>
            <span>{u.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
