"use client";

import { useState } from "react";
import type { FairDay } from "@/lib/contracts/fair";
import { ConferenceCard } from "./conference-card";
import { useConferences } from "./conference-provider";

const ALL = "todos";

/** The day filter and the conference list (the schedule's day filter, from data). */
export function ConferenceList({
  days,
  highlightId = null,
  areaIds = null,
  emptyText = "Pronto publicaremos las charlas de la feria.",
}: {
  days: FairDay[];
  highlightId?: number | null;
  /** Only these talks, those of the career area asked for (plus the highlighted one). */
  areaIds?: number[] | null;
  emptyText?: string;
}) {
  const { conferences } = useConferences();
  const [day, setDay] = useState<string>(ALL);
  const inArea = areaIds ? conferences.filter((c) => areaIds.includes(c.id) || c.id === highlightId) : conferences;
  const shown = inArea.filter((c) => day === ALL || c.startDateFilter === day);
  const options = [{ value: ALL, label: "Todos los días" }, ...days.map((d) => ({ value: d.value, label: d.label }))];

  return (
    <div className="flex flex-col gap-4">
      {days.length > 1 ? (
        <div role="group" aria-label="Filtrar por día" className="fair-days">
          {options.map((o) => (
            <button key={o.value} type="button" aria-pressed={day === o.value} onClick={() => setDay(o.value)} className="fair-day">
              {o.label}
            </button>
          ))}
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-card border border-dashed border-border-strong p-6 text-center text-fg-muted">
          {conferences.length === 0 ? emptyText : "No hay charlas ese día. Elige otro día."}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Charlas">
          {shown.map((c) => (
            <li key={c.id}>
              <ConferenceCard conference={c} highlighted={c.id === highlightId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
