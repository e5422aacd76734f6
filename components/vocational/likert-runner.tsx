"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { track } from "@/lib/api/metrics";
import type { SectionKey } from "@/lib/content/vocational/sections";
import type { TestMode } from "@/lib/contracts/vocational";
import { cn } from "@/lib/utils/cn";
import { answerQueue } from "./answer-queue";
import { ProgressBar } from "./progress-bar";
import { SaveStatus } from "./save-status";
import { chromePaths } from "@/components/layout/chrome-paths";

export type RunnerItem = { id: string; text: string };
export type RunnerOption = { value: number; label: string };

type Target = { kind: "process" | "reference"; id: string };

type Props = {
  /**
   * Where answers are saved; null while her saved answers are loading (a test section's shell):
   * she may answer already, and what she answers wins over what arrives.
   */
  target: Target | null;
  section: SectionKey;
  title: string;
  prompt: string;
  options: readonly RunnerOption[];
  items: RunnerItem[];
  initialAnswers: Record<string, unknown>;
  initialPosition: number | null;
  mode?: TestMode;
  done: { href: string; label: string };
  /** Items to ask after `items`, from the answers so far (the adaptive quick mode). */
  extend?: (answers: Record<string, number>) => RunnerItem[];
  /** Shown under the progress: whether her saved answers are still loading (LoadStatus). */
  status?: ReactNode;
  /** Shown under the progress while she answers (the quick mode: «Paso 1 de 3»). */
  note?: ReactNode;
  /**
   * What follows the last item instead of «¡Terminaste esta sección!» (the quick mode's choice
   * steps): `back` returns to the last item, `review` to the first.
   */
  after?: (nav: { back: () => void; review: () => void }) => ReactNode;
};

const isRating = (v: unknown): v is number => typeof v === "number" && v >= 1 && v <= 5;
const ratingsOf = (answers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(answers).filter(([, v]) => isRating(v))) as Record<string, number>;

/** Where she resumes: at her saved position, but never past the first item still open. */
function resumeIndex(items: RunnerItem[], answers: Record<string, unknown>, position: number | null) {
  const firstOpen = items.findIndex((i) => !isRating(answers[i.id]));
  if (position !== null && position >= 0) return Math.min(position, firstOpen === -1 ? items.length : firstOpen, items.length);
  return firstOpen === -1 ? items.length : firstOpen;
}

/** The end of a section: what she did, her next step (`actions`) and «Volver al mapa». */
export function DoneCard({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 rounded-card border border-success-200 bg-success-50 p-5">
      <h2 className="text-lg font-semibold text-success-900">{title}</h2>
      <p className="text-success-900">{text}</p>
      <div className="flex flex-wrap gap-3">
        {actions}
        <Link href={chromePaths.orientacionVocacional} className={buttonClasses({ variant: "ghost" })}>
          Volver al mapa
        </Link>
      </div>
    </div>
  );
}

/**
 * One question at a time: a progress bar, back and next, a radio group that works with the
 * arrow keys, Enter for next. Each answer is queued for the server as it is given, and the
 * student resumes at the item she was on.
 */
export function LikertRunner({
  target,
  section,
  title,
  prompt,
  options,
  items: baseItems,
  initialAnswers,
  initialPosition,
  mode,
  done,
  extend,
  status,
  note,
  after,
}: Props) {
  const router = useRouter();
  const [answers, setAnswers] = useState<Record<string, number>>(() => ratingsOf(initialAnswers));
  const items = useMemo(() => (extend ? [...baseItems, ...extend(answers)] : baseItems), [baseItems, extend, answers]);
  const [index, setIndex] = useState(() =>
    resumeIndex(extend ? [...baseItems, ...extend(ratingsOf(initialAnswers))] : baseItems, initialAnswers, initialPosition),
  );
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const moved = useRef(false);
  // Answers given before `target` was known (her saved answers still loading), to save once it is.
  const early = useRef<Record<string, number>>({});
  const loadedFor = useRef<string | null>(target?.id ?? null);

  // Her saved answers arrived (a shell's first load): they fill what she has not answered here;
  // what she answered meanwhile wins and is saved now. With nothing answered yet, she resumes
  // where she left off; otherwise she stays on the item she is at.
  useEffect(() => {
    if (!target || loadedFor.current === target.id) return;
    loadedFor.current = target.id;
    const saved = ratingsOf(initialAnswers);
    const mine = early.current;
    early.current = {};
    setAnswers((local) => ({ ...saved, ...local }));
    if (Object.keys(mine).length === 0) {
      setIndex(resumeIndex(extend ? [...baseItems, ...extend(saved)] : baseItems, saved, initialPosition));
    } else {
      answerQueue.save(target, { section, answers: mine, position: index, ...(mode ? { mode } : {}) });
    }
    // Only when the target arrives: the answers and position are those it came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  // Answers still queued in this browser (sent when back online) are shown as given.
  useEffect(() => {
    if (!target) return;
    const pending = answerQueue.pendingAnswers(target, section);
    if (!pending) return;
    const extra = Object.fromEntries(Object.entries(pending.answers ?? {}).filter(([, v]) => isRating(v))) as Record<string, number>;
    if (Object.keys(extra).length === 0) return;
    setAnswers((prev) => ({ ...prev, ...extra }));
    if (typeof pending.position === "number") setIndex((i) => Math.max(i, Math.min(pending.position!, items.length)));
  }, [target, section, items.length]);

  useEffect(() => {
    if (!moved.current) return;
    const radio =
      groupRef.current?.querySelector<HTMLInputElement>("input:checked") ?? groupRef.current?.querySelector<HTMLInputElement>("input");
    radio?.focus();
  }, [index]);

  const answered = useMemo(() => items.filter((i) => isRating(answers[i.id])).length, [items, answers]);
  const finished = index >= items.length;
  const item = finished ? null : items[index];

  function choose(value: number, fromPointer: boolean) {
    if (!item) return;
    const next = { ...answers, [item.id]: value };
    setAnswers(next);
    const nextOpen = items.findIndex((i, n) => n > index && !isRating(next[i.id]));
    const position = nextOpen === -1 ? items.length : Math.min(index + 1, items.length);
    if (target) answerQueue.save(target, { section, answers: { [item.id]: value }, position, ...(mode ? { mode } : {}) });
    else early.current = { ...early.current, [item.id]: value };
    if (answered < items.length && items.every((i) => isRating(next[i.id]))) track("event", "section_completed", { section });
    if (fromPointer) setTimeout(() => goTo(index + 1), 180);
  }

  function goTo(n: number) {
    moved.current = true;
    setIndex(Math.max(0, Math.min(items.length, n)));
  }

  function onKeyDown(e: KeyboardEvent<HTMLFieldSetElement>) {
    if (e.key === "Enter" && item && isRating(answers[item.id])) {
      e.preventDefault();
      goTo(index + 1);
    }
  }

  async function finish() {
    await answerQueue.drain();
    router.push(done.href);
  }

  if (finished && after)
    return (
      <section aria-labelledby="test-title" className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
        <h1 id="test-title" className="text-2xl font-bold text-fg">
          {title}
        </h1>
        {after({ back: () => goTo(items.length - 1), review: () => goTo(0) })}
      </section>
    );

  return (
    <section aria-labelledby="test-title" className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-col gap-2">
        <h1 id="test-title" className="text-2xl font-bold text-fg">
          {title}
        </h1>
        <ProgressBar value={answered} max={items.length} label={`Progreso de ${title.toLowerCase()}`} />
        <p className="text-sm text-fg-muted">
          {finished ? `Respondiste ${answered} de ${items.length}` : `Pregunta ${index + 1} de ${items.length}`}
        </p>
        {finished ? null : note}
        {status}
        <SaveStatus />
      </div>

      {item ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (isRating(answers[item.id])) goTo(index + 1);
          }}
          className="flex flex-col gap-5"
        >
          <fieldset ref={groupRef} onKeyDown={onKeyDown} className="flex flex-col gap-3" key={item.id}>
            <legend className="mb-3 flex flex-col gap-1">
              <span className="text-sm font-medium text-fg-muted">{prompt}</span>
              <span className="text-xl font-semibold text-fg" data-item-id={item.id}>
                {item.text}
              </span>
            </legend>
            {options.map((o) => {
              const checked = answers[item.id] === o.value;
              return (
                <label
                  key={o.value}
                  className={cn(
                    "flex min-h-12 cursor-pointer items-center gap-3 rounded-control border px-4 py-2 text-base transition-colors",
                    checked
                      ? "border-primary-700 bg-primary-50 font-semibold text-primary-900"
                      : "border-border bg-surface hover:bg-neutral-50",
                  )}
                >
                  <input
                    type="radio"
                    name={`q-${item.id}`}
                    value={o.value}
                    checked={checked}
                    onChange={() => choose(o.value, false)}
                    onClick={(e: MouseEvent<HTMLInputElement>) => {
                      if (e.detail > 0 && answers[item.id] === o.value) goTo(index + 1);
                      else if (e.detail > 0) choose(o.value, true);
                    }}
                    className="size-5 accent-primary-700"
                  />
                  {o.label}
                </label>
              );
            })}
          </fieldset>
          <div className="flex items-center justify-between gap-3">
            <Button type="button" variant="outline" onClick={() => goTo(index - 1)} disabled={index === 0}>
              Anterior
            </Button>
            <Button type="submit" disabled={!isRating(answers[item.id])}>
              Siguiente
            </Button>
          </div>
        </form>
      ) : (
        <DoneCard
          title="¡Terminaste esta sección!"
          text="Tus respuestas están guardadas. Puedes revisarlas o seguir."
          actions={
            <>
              <Button type="button" onClick={() => void finish()} disabled={!target}>
                {done.label}
              </Button>
              <Button type="button" variant="outline" onClick={() => goTo(0)}>
                Revisar mis respuestas
              </Button>
            </>
          }
        />
      )}
    </section>
  );
}
