"use client";

import { useState } from "react";
import { answerQueue } from "./answer-queue";

/** NPS 0–10 with a comment, saved as it is given. */
export function NpsForm({
  processId,
  initialScore,
  initialComment,
}: {
  processId: string;
  initialScore: number | null;
  initialComment: string;
}) {
  const [score, setScore] = useState<number | null>(initialScore);
  const [comment, setComment] = useState(initialComment);
  const target = { kind: "process" as const, id: processId };
  return (
    <section className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card" aria-labelledby="nps-title">
      <h2 id="nps-title" className="text-lg font-semibold">
        Tu opinión
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-fg">Del 0 al 10, ¿qué tan probable es que recomiendes Rumbo a una amiga o amigo?</legend>
        <div className="flex flex-wrap gap-1">
          {Array.from({ length: 11 }, (_, n) => (
            <label
              key={n}
              className={`flex size-11 cursor-pointer items-center justify-center rounded-control border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600 ${score === n ? "border-primary-700 bg-primary-700 font-bold text-white" : "border-border bg-surface"}`}
            >
              <input
                type="radio"
                name="nps"
                value={n}
                checked={score === n}
                onChange={() => {
                  setScore(n);
                  answerQueue.save(target, { section: "nps", answers: { score: n } });
                }}
                className="sr-only"
              />
              {n}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor="nps-comment" className="text-fg">
        ¿Algo que quieras contarnos? (opcional)
      </label>
      <textarea
        id="nps-comment"
        value={comment}
        maxLength={1000}
        rows={2}
        onChange={(e) => {
          setComment(e.target.value);
          answerQueue.save(target, { section: "nps", answers: { comment: e.target.value } });
        }}
        className="rounded-control border border-border bg-surface px-3 py-2"
      />
    </section>
  );
}
