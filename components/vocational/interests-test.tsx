"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { track } from "@/lib/api/metrics";
import type { TestMode } from "@/lib/contracts/vocational";
import type { SectionKey } from "@/lib/content/vocational/sections";
import { answerQueue } from "./answer-queue";
import { MAX_ADAPTIVE, QUICK_CHECKS, useInterestsParts } from "./interests-loader";
import type { RunnerItem, RunnerOption } from "./likert-runner";
import type { QuickChoices } from "./quick-choice-steps";

type Props = {
  target: { kind: "process" | "reference"; id: string };
  title: string;
  prompt: string;
  options: readonly RunnerOption[];
  fullItems: RunnerItem[];
  quickIds: string[];
  initialMode: TestMode | null;
  initialAnswers: Record<string, unknown>;
  initialPosition: number | null;
  done: { href: string; label: string };
  minutes: { quick: number; full: number };
  /**
   * The quick mode's two choice steps after the statements (areas and activities): her process's
   * sections, which hold her saved picks; absent where only the statements are asked (the embedded
   * widget).
   */
  savedSections?: Partial<Record<SectionKey, { answers: Record<string, unknown> }>>;
};

/**
 * The test's introduction. The section's shell (test-sections.tsx) draws it too while her answers
 * load, in the same place: the page's first paint already has its text (its largest), and the mode
 * choice that replaces the shell does not move it.
 */
export function InterestsIntro() {
  return (
    <p className="text-fg-muted">Te mostraremos actividades. Dinos cuánto te gustaría hacer cada una: no hay respuestas buenas ni malas.</p>
  );
}

/** The interests test: first the choice of the quick (30) or full (48) mode, then the items. */
export function InterestsTest({
  target,
  title,
  prompt,
  options,
  fullItems,
  quickIds,
  initialMode,
  initialAnswers,
  initialPosition,
  done,
  minutes,
  savedSections,
}: Props) {
  const [mode, setMode] = useState<TestMode | null>(initialMode);
  // Loading from the start (with her saved answers), the runner and the quick mode's parts are here by the time she picks a mode.
  const parts = useInterestsParts();
  // Her saved picks and the step she resumes at, read once the parts (the steps' options) are here.
  const [choices, setChoices] = useState<QuickChoices | undefined>(undefined);
  const [step, setStep] = useState(0);
  if (parts && savedSections && !choices) {
    const saved = parts.savedQuickChoices(savedSections);
    setChoices(saved);
    // «Complétalo aquí» on the result opens the step she skipped (`?paso=areas` or `?paso=actividades`).
    const asked = typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("paso");
    const wanted = parts.quickSteps.findIndex((s) => s.param === asked);
    setStep(wanted >= 0 ? wanted : parts.firstOpenStep(saved));
  }
  const steps = mode === "quick" && choices && target.kind === "process" ? choices : null;
  if (!mode) {
    const pick = (m: TestMode) => {
      answerQueue.save(target, { section: "professional-interest", answers: {}, mode: m, position: 0 });
      setMode(m);
      track("event", "test_started", { mode: m });
    };
    return (
      <section aria-labelledby="modo-title" className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
        <h1 id="modo-title" className="text-2xl font-bold text-fg">
          {title}
        </h1>
        <InterestsIntro />
        <p className="-mt-2 text-fg-muted">Elige cómo quieres hacerlo:</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card">
            <h2 className="text-lg font-semibold">Modo rápido</h2>
            <p className="text-sm text-fg-muted">
              {quickIds.length + QUICK_CHECKS} preguntas (hasta {quickIds.length + QUICK_CHECKS + MAX_ADAPTIVE} si tus intereses principales
              quedan parejos)
              {savedSections ? " y dos pasos cortos de elegir" : ""} · unos {Math.ceil(minutes.quick)} minutos.
            </p>
            <Button onClick={() => pick("quick")}>Empezar el test rápido</Button>
          </div>
          <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card">
            <h2 className="text-lg font-semibold">Modo completo</h2>
            <p className="text-sm text-fg-muted">
              {fullItems.length} preguntas · unos {Math.ceil(minutes.full)} minutos. Más preciso.
            </p>
            <Button variant="outline" onClick={() => pick("full")}>
              Empezar el test completo
            </Button>
          </div>
        </div>
      </section>
    );
  }
  if (!parts) {
    // Only while their chunk is slower than her choice (or than her saved answers, when she resumes).
    return (
      <section aria-labelledby="modo-title" aria-busy="true" className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
        <h1 id="modo-title" className="text-2xl font-bold text-fg">
          {title}
        </h1>
        <InterestsIntro />
        <p role="status" className="min-h-5 text-sm text-fg-muted">
          Cargando el test…
        </p>
      </section>
    );
  }
  const quick = new Set(quickIds);
  const items = mode === "quick" ? fullItems.filter((i) => quick.has(i.id)) : fullItems;
  const byId = new Map(fullItems.map((i) => [i.id, i]));
  // Adaptive quick mode: after the 30, up to 6 statements about the types or fields still too close to call,
  // with the three reversed check statements among them (they are not in the full test's items).
  const adaptive = (answers: Record<string, number>) =>
    parts.quickExtraItems(answers).map((i) => byId.get(i.id) ?? { id: i.id, text: i.text });
  return (
    <parts.LikertRunner
      target={target}
      section="professional-interest"
      title={mode === "quick" ? `${title} (modo rápido)` : title}
      prompt={prompt}
      options={options}
      items={items}
      initialAnswers={initialAnswers}
      initialPosition={mode === initialMode ? initialPosition : null}
      mode={mode}
      done={done}
      extend={mode === "quick" ? adaptive : undefined}
      note={
        steps ? (
          <p className="text-sm text-fg-muted">
            Paso 1 de {parts.QUICK_TOTAL_STEPS}: frases. Después, dos pasos cortos de elegir y tu resultado.
          </p>
        ) : undefined
      }
      after={
        steps
          ? ({ back, review }) => (
              <parts.QuickChoiceSteps
                target={{ kind: "process", id: target.id }}
                choices={steps}
                onChange={setChoices}
                step={step}
                onStep={setStep}
                onBack={back}
                onReview={review}
                done={done}
              />
            )
          : undefined
      }
    />
  );
}
