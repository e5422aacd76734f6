"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { track } from "@/lib/api/metrics";
import { activityOptions, careerAreas, MAX_PICKS, quickChoiceSteps } from "@/lib/content/vocational/choices";
import type { SectionKey } from "@/lib/content/vocational/sections";
import { answerQueue } from "./answer-queue";
import { ChoiceBoxes } from "./choice-section";
import { DoneCard } from "./likert-runner";
import { ProgressBar } from "./progress-bar";
import { SaveStatus } from "./save-status";

/*
 * The quick mode's two choice steps, after its statements: «mundo de carreras» (the
 * areas that catch her attention) and «actividades» (what she likes doing), saved as the full
 * test's sections `career-world` {areas} and `activities-of-interest` {selected}, on every change.
 * Both optional («Omitir»): without them her result comes from the statements.
 */

type Step = {
  section: Extract<SectionKey, "career-world" | "activities-of-interest">;
  field: "areas" | "selected";
  title: string;
  /** The interests page's `?paso=` that opens this step (sections.ts quickChoiceSteps). */
  param: string;
  legend: string;
  hint: string;
  options: { id: string; label: string }[];
  max?: number;
};

export const quickSteps: Step[] = [
  {
    section: "career-world",
    field: "areas",
    ...quickChoiceSteps["career-world"],
    legend: "¿Qué áreas de carreras te llaman la atención?",
    hint: "Marca todas las que quieras, aunque la curiosidad sea poca.",
    options: careerAreas,
  },
  {
    section: "activities-of-interest",
    field: "selected",
    ...quickChoiceSteps["activities-of-interest"],
    legend: "¿Qué te gusta hacer en tu tiempo libre?",
    hint: "Marca las que de verdad haces o harías con gusto.",
    options: activityOptions.map(({ id, label }) => ({ id, label })),
    max: MAX_PICKS,
  },
];

/** Steps of the quick mode in all: the statements, then the two choice steps. */
export const QUICK_TOTAL_STEPS = 1 + quickSteps.length;

export type QuickChoices = Record<Step["section"], string[]>;

const valid = (step: Step, stored: unknown) =>
  (Array.isArray(stored) ? stored : []).filter((id): id is string => typeof id === "string" && step.options.some((o) => o.id === id));

/** Her saved picks of the two steps, from her process's sections. */
export function savedQuickChoices(sections: Partial<Record<SectionKey, { answers: Record<string, unknown> }>>): QuickChoices {
  return Object.fromEntries(quickSteps.map((s) => [s.section, valid(s, sections[s.section]?.answers[s.field])])) as QuickChoices;
}

/** Where she resumes: the first step she has not answered (a skipped step is shown again), or the end. */
export function firstOpenStep(choices: QuickChoices): number {
  const open = quickSteps.findIndex((s) => choices[s.section].length === 0);
  return open === -1 ? quickSteps.length : open;
}

type Props = {
  target: { kind: "process"; id: string };
  choices: QuickChoices;
  onChange: (choices: QuickChoices) => void;
  step: number;
  onStep: (step: number) => void;
  /** Back to her last statement («Anterior» on the first step). */
  onBack: () => void;
  /** Back to her first statement («Revisar mis respuestas»). */
  onReview: () => void;
  done: { href: string; label: string };
};

/** One step at a time: «Paso 2 de 3», the boxes, «Omitir» and «Siguiente» (the last one opens her result). */
export function QuickChoiceSteps({ target, choices, onChange, step, onStep, onBack, onReview, done }: Props) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const [leaving, setLeaving] = useState(false);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  async function toResult() {
    setLeaving(true);
    await answerQueue.drain();
    router.push(done.href);
  }

  function go(n: number) {
    moved.current = true;
    if (n >= quickSteps.length) void toResult();
    else onStep(Math.max(0, n));
  }

  if (step >= quickSteps.length) {
    return (
      <DoneCard
        title="¡Terminaste el test rápido!"
        text="Tus respuestas y tus elecciones están guardadas."
        actions={
          <>
            <Button type="button" onClick={() => void toResult()} disabled={leaving}>
              {done.label}
            </Button>
            <Button type="button" variant="outline" onClick={() => go(0)}>
              Cambiar mis elecciones
            </Button>
            <Button type="button" variant="outline" onClick={onReview}>
              Revisar mis respuestas
            </Button>
          </>
        }
      />
    );
  }

  const current = quickSteps[step];
  const selected = choices[current.section];
  const last = step === quickSteps.length - 1;
  const remaining = quickSteps.length - step - 1;

  function toggle(id: string) {
    const on = !selected.includes(id);
    if (on && current.max !== undefined && selected.length >= current.max) return;
    const next = on ? [...selected, id] : selected.filter((s) => s !== id);
    onChange({ ...choices, [current.section]: next });
    answerQueue.save(target, { section: current.section, answers: { [current.field]: next } });
  }

  function next() {
    if (selected.length) track("event", "section_completed", { section: current.section });
    go(step + 1);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <ProgressBar value={step + 1} max={QUICK_TOTAL_STEPS} label="Pasos del test rápido" />
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-fg outline-none">
          Paso {step + 2} de {QUICK_TOTAL_STEPS}: {current.title.toLowerCase()}
        </h2>
        <p className="text-sm text-fg-muted">
          {remaining ? "Después queda un paso corto y verás tu resultado." : "Es el último paso: después verás tu resultado."} Puedes
          omitirlo, pero con tus elecciones tu resultado es más preciso.
        </p>
        <SaveStatus />
      </div>
      <ChoiceBoxes
        legend={current.legend}
        hint={current.hint}
        options={current.options}
        selected={selected}
        max={current.max}
        onToggle={toggle}
      />
      {/* Kept in view while she scrolls the options («Omitir» always visible), above the phone's footer tabs. */}
      <div className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-30 -mx-4 flex flex-wrap items-center justify-between gap-2 border-t border-border bg-surface px-4 py-3 min-[892px]:bottom-0">
        <Button type="button" variant="ghost" className="px-2" onClick={() => (step === 0 ? onBack() : go(step - 1))}>
          <span aria-hidden="true">←&nbsp;</span>
          Anterior
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="ghost" className="px-3" onClick={() => go(step + 1)} disabled={leaving}>
            Omitir
          </Button>
          <Button type="button" onClick={next} disabled={leaving || !selected.length}>
            {last ? done.label : "Siguiente"}
          </Button>
        </div>
      </div>
    </div>
  );
}
