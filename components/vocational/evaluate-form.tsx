"use client";

import Link from "@/components/ui/link";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { answerQueue } from "./answer-queue";
import { SaveStatus } from "./save-status";
import { href } from "@/lib/config/route-paths";

const labels = ["", "No me convence", "Poco", "Más o menos", "Me gusta", "Me encanta"];

/** Rate the shortlisted careers from 1 to 5 (section evaluate). */
export function EvaluateForm({
  processId,
  careers,
  initial,
}: {
  processId: string;
  careers: { id: number; name: string }[];
  initial: Record<string, unknown>;
}) {
  const [ratings, setRatings] = useState<Record<string, number>>(
    () => Object.fromEntries(Object.entries(initial).filter(([, v]) => typeof v === "number")) as Record<string, number>,
  );
  return (
    <div className="flex flex-col gap-4">
      {careers.map((c) => (
        <fieldset key={c.id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card">
          <legend className="px-1 font-semibold">{c.name}</legend>
          <div className="flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((n) => {
              const checked = ratings[String(c.id)] === n;
              return (
                <label
                  key={n}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-control border px-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600 ${checked ? "border-primary-700 bg-primary-50 font-semibold" : "border-border"}`}
                >
                  <input
                    type="radio"
                    name={`eval-${c.id}`}
                    value={n}
                    checked={checked}
                    className="size-4 accent-primary-700"
                    onChange={() => {
                      setRatings((r) => ({ ...r, [String(c.id)]: n }));
                      answerQueue.save({ kind: "process", id: processId }, { section: "evaluate", answers: { [String(c.id)]: n } });
                    }}
                  />
                  {n} · {labels[n]}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <SaveStatus />
      <Link href={href("vocInstitution")} className={buttonClasses({ className: "self-start" })}>
        Seguir: dónde estudiar
      </Link>
    </div>
  );
}
