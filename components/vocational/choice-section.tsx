"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { SectionKey } from "@/lib/content/vocational/sections";
import { cn } from "@/lib/utils/cn";
import { answerQueue } from "./answer-queue";
import { SaveStatus } from "./save-status";
import { href } from "@/lib/config/route-paths";

type Props = {
  processId: string;
  section: SectionKey;
  field: "selected" | "areas";
  legend: string;
  options: { id: string; label: string }[];
  max?: number;
  initial: string[];
  next: { href: string; label: string };
};

/** A multi-select section (abilities, qualities, activities, areas): saved on every change. */
export function ChoiceSection({ processId, section, field, legend, options, max, initial, next }: Props) {
  const [selected, setSelected] = useState<string[]>(initial.filter((id) => options.some((o) => o.id === id)));
  const full = max !== undefined && selected.length >= max;

  function toggle(id: string) {
    const nextSel = selected.includes(id) ? selected.filter((s) => s !== id) : full ? selected : [...selected, id];
    setSelected(nextSel);
    answerQueue.save({ kind: "process", id: processId }, { section, answers: { [field]: nextSel } });
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-semibold text-fg">
          {legend}
          {max ? (
            <span className="block text-sm font-normal text-fg-muted">
              Elegiste {selected.length} de {max} como máximo.
            </span>
          ) : null}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((o) => {
            const checked = selected.includes(o.id);
            return (
              <label
                key={o.id}
                className={cn(
                  "flex min-h-12 cursor-pointer items-center gap-3 rounded-control border px-4 py-2",
                  checked ? "border-primary-700 bg-primary-50 font-semibold text-primary-900" : "border-border bg-surface",
                  !checked && full && "opacity-70",
                )}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => toggle(o.id)}
                  className="size-5 accent-primary-700"
                />
                {o.label}
              </label>
            );
          })}
        </div>
      </fieldset>
      <SaveStatus />
      <div className="flex flex-wrap gap-3">
        <Link href={next.href} className={buttonClasses()}>
          {next.label}
        </Link>
        <Link href={href("orientacionVocacional")} className={buttonClasses({ variant: "outline" })}>
          Volver al mapa
        </Link>
      </div>
    </div>
  );
}
