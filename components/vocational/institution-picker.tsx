"use client";

import Link from "@/components/ui/link";
import { useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useInstitutionSearch } from "@/components/catalogue/use-institution-search";
import { forgetSavedInstitutions } from "@/components/catalogue/use-saved-institutions";
import { describeTapError } from "@/lib/client/tap-error";
import { href } from "@/lib/config/route-paths";
import { sourceLabel } from "@/lib/content/shortlist";
import type { ShortlistItem } from "@/lib/contracts/shortlist";
import { answerQueue } from "./answer-queue";
import { SaveStatus } from "./save-status";

const loadApi = () => import("@/lib/api/shortlist");

/** The test section keeps at most this many ids as its own mark of being done. */
const SECTION_IDS = 20;

/**
 * Choose where to study (section institution): search universities and institutes and keep them on
 * her list, the one store of what she keeps (an institution she saved from its profile shows here
 * too). «Tus elegidas (N)» counts the places on her list. The section itself keeps only the ids as
 * its mark of being done on the test's map.
 */
export function InstitutionPicker({ processId, initial }: { processId: string; initial: ShortlistItem[] }) {
  const inputId = useId();
  const [search, setSearch] = useState("");
  const [places, setPlaces] = useState(initial.filter((i) => i.kind === "place" && i.institution));
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const { results, loading, error: searchError } = useInstitutionSearch(search, { perPage: 10, delayMs: 300 });

  async function change(institutionId: number, action: (api: Awaited<ReturnType<typeof loadApi>>) => Promise<{ items: ShortlistItem[] }>) {
    setBusy(institutionId);
    setError(null);
    try {
      const api = await loadApi();
      const next = (await action(api)).items.filter((i) => i.kind === "place" && i.institution);
      setPlaces(next);
      forgetSavedInstitutions();
      const ids = [...new Set(next.map((i) => i.institution!.id))].slice(0, SECTION_IDS);
      answerQueue.save({ kind: "process", id: processId }, { section: "institution", answers: { institutionIds: ids } });
    } catch (e) {
      setError((await describeTapError(e)).message);
    } finally {
      setBusy(null);
    }
  }

  const choose = (institutionId: number) =>
    change(institutionId, (api) => api.addToShortlist({ kind: "place", institutionId, source: "test" }));
  const remove = (institutionId: number) =>
    change(institutionId, async (api) => {
      let last = { items: places };
      for (const item of places.filter((i) => i.institution!.id === institutionId)) last = await api.removeFromShortlist(item.id);
      return last;
    });

  const chosenIds = new Set(places.map((p) => p.institution!.id));

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="elegidas" className="flex flex-col gap-2">
        <h2 id="elegidas" className="text-lg font-semibold">
          Tus elegidas ({places.length})
        </h2>
        {places.length ? (
          <ul className="flex flex-col gap-2">
            {places.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 rounded-control border border-border bg-surface px-3 py-2">
                <span>
                  {c.career ? `${c.career.name} en ${c.institution!.name}` : c.institution!.name}
                  <span className="block text-xs text-fg-muted">{sourceLabel(c)}</span>
                </span>
                <button
                  type="button"
                  disabled={busy === c.institution!.id}
                  className="min-h-11 px-2 text-sm font-medium text-danger-700 underline"
                  onClick={() => void remove(c.institution!.id)}
                >
                  Quitar<span className="sr-only"> {c.institution!.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-fg-muted">Aún no elegiste ninguna.</p>
        )}
        <p className="text-sm text-fg-muted">
          Quedan en{" "}
          <Link href={href("cuentaLista")} className="font-medium text-primary-700 underline">
            tu lista
          </Link>
          , junto con las que guardaste desde el perfil de cada institución.
        </p>
        {error ? (
          <p role="alert" className="text-sm text-danger-700">
            {error}
          </p>
        ) : null}
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
        {loading ? "Buscando…" : searchError ? <span className="text-danger-700">{searchError}</span> : `${results.length} resultados`}
      </div>
      <ul className="flex flex-col gap-2">
        {results.map((r) => {
          const picked = chosenIds.has(r.id);
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
                disabled={busy === r.id}
                aria-pressed={picked}
                className={buttonClasses({ size: "sm", variant: picked ? "secondary" : "outline" })}
                onClick={() => void (picked ? remove(r.id) : choose(r.id))}
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
