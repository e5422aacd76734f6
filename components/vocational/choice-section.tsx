"use client";

import Link from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { SectionKey } from "@/lib/content/vocational/sections";
import { cn } from "@/lib/utils/cn";
import { answerQueue } from "./answer-queue";
import { LoadStatus } from "./load-status";
import { SaveStatus } from "./save-status";
import { useCurrentProcess } from "./use-current-process";
import { chromePaths } from "@/components/layout/chrome-paths";

type Props = {
  /** The page's path: where to come back after logging in. */
  path: string;
  section: SectionKey;
  field: "selected" | "areas";
  legend: string;
  options: { id: string; label: string }[];
  max?: number;
  next: { href: string; label: string };
};

/**
 * Her saved choice with what she changed before it arrived on top: each box she ticked or
 * unticked meanwhile keeps her last word, within `max` (the page is a shell).
 */
export function mergeChoices(saved: string[], toggles: Map<string, boolean>, max?: number): string[] {
  const out = saved.filter((id) => toggles.get(id) !== false);
  for (const [id, on] of toggles) if (on && !out.includes(id) && (max === undefined || out.length < max)) out.push(id);
  return out;
}

/**
 * The boxes of a multi-select section: a fieldset with its legend, «Elegiste n de max», and one
 * checkbox per option (two columns from `sm`); past `max` the others are disabled. Used by the
 * section pages and by the quick mode's choice steps (quick-choice-steps.tsx).
 */
export function ChoiceBoxes({
  legend,
  options,
  selected,
  max,
  onToggle,
  busy = false,
  hint,
}: {
  legend: string;
  options: { id: string; label: string }[];
  selected: string[];
  max?: number;
  onToggle: (id: string) => void;
  busy?: boolean;
  hint?: string;
}) {
  const full = max !== undefined && selected.length >= max;
  return (
    <fieldset className="flex flex-col gap-2" aria-busy={busy}>
      <legend className="mb-2 text-base font-semibold text-fg">
        {legend}
        {hint ? <span className="block text-sm font-normal text-fg-muted">{hint}</span> : null}
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
                onChange={() => onToggle(o.id)}
                className="size-5 accent-primary-700"
              />
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A multi-select section (abilities, qualities, activities, areas): saved on every change. */
export function ChoiceSection({ path, section, field, legend, options, max, next }: Props) {
  const state = useCurrentProcess(path);
  const processId = state.status === "ready" ? state.process.id : null;
  const [selected, setSelected] = useState<string[]>([]);
  // Boxes she changed before her saved choice arrived (id → ticked).
  const early = useRef(new Map<string, boolean>());
  const full = max !== undefined && selected.length >= max;

  useEffect(() => {
    if (state.status !== "ready") return;
    const stored = state.process.sections[section]?.answers[field];
    const saved = (Array.isArray(stored) ? stored : []).filter(
      (id): id is string => typeof id === "string" && options.some((o) => o.id === id),
    );
    const toggles = early.current;
    early.current = new Map();
    const merged = mergeChoices(saved, toggles, max);
    setSelected(merged);
    if (toggles.size) answerQueue.save({ kind: "process", id: state.process.id }, { section, answers: { [field]: merged } });
    // Once, when her process arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processId]);

  function toggle(id: string) {
    const on = !selected.includes(id);
    if (on && full) return;
    const nextSel = on ? [...selected, id] : selected.filter((s) => s !== id);
    setSelected(nextSel);
    if (processId) answerQueue.save({ kind: "process", id: processId }, { section, answers: { [field]: nextSel } });
    else early.current.set(id, on);
  }

  return (
    <div className="flex flex-col gap-4">
      <LoadStatus state={state} />
      <ChoiceBoxes legend={legend} options={options} selected={selected} max={max} onToggle={toggle} busy={state.status === "loading"} />
      <SaveStatus />
      <div className="flex flex-wrap gap-3">
        <Link href={next.href} className={buttonClasses()}>
          {next.label}
        </Link>
        <Link href={chromePaths.orientacionVocacional} className={buttonClasses({ variant: "outline" })}>
          Volver al mapa
        </Link>
      </div>
    </div>
  );
}
