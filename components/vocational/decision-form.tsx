"use client";

import { useState } from "react";
import { answerQueue } from "./answer-queue";
import { SaveStatus } from "./save-status";

const confidence = ["", "Nada segura o seguro", "Poco", "Más o menos", "Bastante", "Totalmente"];

/** The final choice and how sure the student is (section decision-time). */
export function DecisionForm({
  processId,
  careers,
  initial,
}: {
  processId: string;
  careers: { id: number; name: string }[];
  initial: { careerId: number | null; confidence: number | null };
}) {
  const [careerId, setCareerId] = useState(initial.careerId);
  const [level, setLevel] = useState(initial.confidence);
  const target = { kind: "process" as const, id: processId };
  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()}>
      <div className="flex flex-col gap-1">
        <label htmlFor="decision-carrera" className="font-semibold">
          La carrera que elijo
        </label>
        <select
          id="decision-carrera"
          value={careerId ?? ""}
          onChange={(e) => {
            const v = e.target.value ? Number(e.target.value) : null;
            setCareerId(v);
            answerQueue.save(target, { section: "decision-time", answers: { careerId: v } });
          }}
          className="min-h-11 rounded-control border border-border bg-surface px-3 text-base"
        >
          <option value="">Aún no lo sé</option>
          {careers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">¿Qué tan segura o seguro estás?</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="confianza"
              value={n}
              checked={level === n}
              className="size-5 accent-primary-700"
              onChange={() => {
                setLevel(n);
                answerQueue.save(target, { section: "decision-time", answers: { confidence: n } });
              }}
            />
            {n} · {confidence[n]}
          </label>
        ))}
      </fieldset>
      <SaveStatus />
    </form>
  );
}
