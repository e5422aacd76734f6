"use client";

import { useId } from "react";
import { discardReasons } from "@/lib/content/vocational/choices";

/** «¿Por qué {carrera} no es para ti?» and the one list of reasons, wherever a career is discarded. */
export function DiscardReasonField({
  careerName,
  reason,
  onChange,
}: {
  careerName: string;
  reason: string;
  onChange: (reason: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        ¿Por qué {careerName} no es para ti?
      </label>
      <select
        id={id}
        value={reason}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 rounded-control border border-border bg-surface px-3"
      >
        {discardReasons.map((r) => (
          <option key={r.id} value={r.id}>
            {r.label}
          </option>
        ))}
      </select>
    </div>
  );
}
