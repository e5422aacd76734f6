import Link from "next/link";
import type { SuggestionDto } from "@/lib/contracts/vocational";
import { DiscardButton } from "./discard-button";

const levelLabel = { universitaria: "Universitaria", tecnica: "Técnica (instituto)" } as const;

/** Ranked careers, each with why it was suggested, where to study it and a discard button. */
export function SuggestionList({ processId, suggestions, discard = true }: { processId?: string; suggestions: SuggestionDto[]; discard?: boolean }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Carreras sugeridas">
      {suggestions.map((s, i) => (
        <li key={s.careerId} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card" data-career-id={s.careerId}>
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-fg">
              <span className="text-fg-muted">{i + 1}.</span> {s.name}
            </h3>
            <span className="shrink-0 rounded-full bg-primary-50 px-2 py-0.5 text-sm font-semibold text-primary-800">Afinidad {s.score}/100</span>
          </div>
          <p className="text-sm text-fg-muted">
            {s.area.charAt(0).toUpperCase() + s.area.slice(1)} · {levelLabel[s.level]}
            {s.riasecCode ? ` · código ${s.riasecCode}` : ""}
          </p>
          <ul className="flex flex-col gap-1 text-fg">
            {s.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link href={`/estudiar-carrera/${s.slug}`} className="font-medium text-primary-700 underline">
              Conoce la carrera<span className="sr-only"> {s.name}</span>
            </Link>
            <Link href={`/instituciones?career=${encodeURIComponent(s.slug)}`} className="font-medium text-primary-700 underline">
              Dónde estudiarla<span className="sr-only"> ({s.name})</span>
            </Link>
            {discard && processId ? <DiscardButton processId={processId} careerId={s.careerId} careerName={s.name} /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
