"use client";

import Link from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { answerQueue } from "./answer-queue";
import { LoadStatus } from "./load-status";
import { SaveStatus } from "./save-status";
import { useCurrentProcess } from "./use-current-process";
import { href } from "@/lib/config/route-paths";

type Props = {
  /** The page's path: where to come back after logging in. */
  path: string;
  options: { id: string; label: string; statement: string }[];
  pick: number;
  done: { href: string; label: string };
};

const ordinal = ["1.º", "2.º", "3.º", "4.º", "5.º"];

/** Values as a ranking: the student chooses and orders her top `pick`; saved on every change. */
export function ValuesRanking({ path, options, pick, done }: Props) {
  const state = useCurrentProcess(path);
  const processId = state.status === "ready" ? state.process.id : null;
  const [ranking, setRanking] = useState<string[]>([]);
  // Whether she ordered anything before her saved order arrived (the page is a shell):
  // an order is one answer, so hers then wins whole and is saved.
  const early = useRef<string[] | null>(null);
  const full = ranking.length >= pick;

  useEffect(() => {
    if (state.status !== "ready") return;
    const stored = state.process.sections["professional-values"]?.answers.ranking;
    const saved = (Array.isArray(stored) ? stored : [])
      .filter((id): id is string => typeof id === "string" && options.some((o) => o.id === id))
      .slice(0, pick);
    const mine = early.current;
    early.current = null;
    if (!mine) return setRanking(saved);
    answerQueue.save({ kind: "process", id: state.process.id }, { section: "professional-values", answers: { ranking: mine } });
    // Once, when her process arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processId]);

  function save(next: string[]) {
    setRanking(next);
    if (processId) answerQueue.save({ kind: "process", id: processId }, { section: "professional-values", answers: { ranking: next } });
    else early.current = next;
  }
  const toggle = (id: string) => save(ranking.includes(id) ? ranking.filter((r) => r !== id) : full ? ranking : [...ranking, id]);
  const move = (i: number, dir: -1 | 1) => {
    const next = [...ranking];
    [next[i], next[i + dir]] = [next[i + dir], next[i]];
    save(next);
  };
  const labelOf = (id: string) => options.find((o) => o.id === id)?.label ?? id;

  return (
    <div className="flex flex-col gap-4" aria-busy={state.status === "loading"}>
      <LoadStatus state={state} />
      <section aria-labelledby="my-ranking" className="rounded-card border border-border bg-surface p-4">
        <h2 id="my-ranking" className="text-base font-semibold text-fg">
          Tu orden ({ranking.length} de {pick})
        </h2>
        {ranking.length === 0 ? (
          <p className="text-sm text-fg-muted">Aún no eliges. Toca el valor que más te importa primero.</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2">
            {ranking.map((id, i) => (
              <li key={id} className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-primary-800">{ordinal[i]}</span>
                <span className="flex-1 text-fg">{labelOf(id)}</span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => move(i, -1)}
                  disabled={i === 0}
                  aria-label={`Subir ${labelOf(id)}`}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => move(i, 1)}
                  disabled={i === ranking.length - 1}
                  aria-label={`Bajar ${labelOf(id)}`}
                >
                  ↓
                </Button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-semibold text-fg">Elige {pick}, en orden de importancia</legend>
        {options.map((o) => {
          const position = ranking.indexOf(o.id);
          const checked = position >= 0;
          return (
            <label
              key={o.id}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-control border px-4 py-2 ${checked ? "border-primary-700 bg-primary-50" : "border-border bg-surface"} ${!checked && full ? "opacity-70" : ""}`}
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() => toggle(o.id)}
                className="size-5 accent-primary-700"
              />
              <span className="flex flex-col">
                <span className="font-semibold text-fg">
                  {checked ? `${ordinal[position]} · ` : ""}
                  {o.label}
                </span>
                <span className="text-sm text-fg-muted">{o.statement}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <SaveStatus />
      <div className="flex flex-wrap gap-3">
        {full ? (
          <Link href={done.href} className={buttonClasses()}>
            {done.label}
          </Link>
        ) : (
          <p className="text-sm text-fg-muted">Elige {pick - ranking.length} más para terminar esta sección.</p>
        )}
        <Link href={href("orientacionVocacional")} className={buttonClasses({ variant: "outline" })}>
          Volver al mapa
        </Link>
      </div>
    </div>
  );
}
