"use client";

import Link from "@/components/ui/link";
import { useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useInstitutionSearch } from "@/components/catalogue/use-institution-search";
import { answerQueue } from "./answer-queue";
import { SaveStatus } from "./save-status";
import { href } from "@/lib/config/route-paths";

const MAX = 20;

/** Choose where to study: search universities and institutes and keep a list (section institution). */
export function InstitutionPicker({ processId, initial }: { processId: string; initial: { id: number; name: string }[] }) {
  const inputId = useId();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState(initial);

  const { results, loading, error } = useInstitutionSearch(search, { perPage: 10, delayMs: 300 });

  function save(next: { id: number; name: string }[]) {
    setChosen(next);
    answerQueue.save({ kind: "process", id: processId }, { section: "institution", answers: { institutionIds: next.map((c) => c.id) } });
  }

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="elegidas" className="flex flex-col gap-2">
        <h2 id="elegidas" className="text-lg font-semibold">
          Tus elegidas ({chosen.length})
        </h2>
        {chosen.length ? (
          <ul className="flex flex-col gap-2">
            {chosen.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 rounded-control border border-border bg-surface px-3 py-2">
                <span>{c.name}</span>
                <button
                  type="button"
                  className="min-h-11 px-2 text-sm font-medium text-danger-700 underline"
                  onClick={() => save(chosen.filter((x) => x.id !== c.id))}
                >
                  Quitar<span className="sr-only"> {c.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-fg-muted">Aún no elegiste ninguna.</p>
        )}
      </section>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="font-semibold">
          Busca una universidad o instituto
        </label>
        <input
          id={inputId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Ej.: San Marcos, PUCP, Senati"
          className="min-h-11 rounded-control border border-border bg-surface px-3 text-base"
        />
      </div>
      <div aria-live="polite" className="text-sm text-fg-muted">
        {loading ? "Buscando…" : error ? <span className="text-danger-700">{error}</span> : `${results.length} resultados`}
      </div>
      <ul className="flex flex-col gap-2">
        {results.map((r) => {
          const picked = chosen.some((c) => c.id === r.id);
          return (
            <li key={r.id} className="flex items-center justify-between gap-2 rounded-control border border-border bg-surface px-3 py-2">
              <span>
                {r.name}
                <span className="block text-xs text-fg-muted">
                  {r.type === "universidad" ? "Universidad" : "Instituto"}
                  {r.region ? ` · ${r.region.name}` : ""}
                </span>
              </span>
              <button
                type="button"
                disabled={!picked && chosen.length >= MAX}
                aria-pressed={picked}
                className={buttonClasses({ size: "sm", variant: picked ? "secondary" : "outline" })}
                onClick={() => save(picked ? chosen.filter((c) => c.id !== r.id) : [...chosen, { id: r.id, name: r.name }])}
              >
                {picked ? "Elegida" : "Elegir"}
                <span className="sr-only"> {r.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <SaveStatus />
      <Link href={href("vocVocation")} className={buttonClasses({ className: "self-start" })}>
        Seguir: tu vocación en una frase
      </Link>
    </div>
  );
}
