import Link from "@/components/ui/link";
import { describeCode } from "@/lib/content/vocational/interests";
import type { Reader } from "@/lib/content/vocational/voice";
import type { SuggestionDto } from "@/lib/contracts/vocational";
import { GESTION_GROUP_LABELS, costBasis, costHeadline } from "@/lib/format/catalogue-costs";
import { formatSoles } from "@/lib/format/money";
import { DiscardButton } from "./discard-button";
import { SuggestionFeedback } from "./suggestion-feedback";
import { href } from "@/lib/config/route-paths";

const levelLabel = { universitaria: "Universitaria", tecnica: "Técnica (instituto)" } as const;

/**
 * Ranked careers, each with why it was suggested and where to study it. On her own result
 * (`feedback` and `processId`) each card carries one pair of actions, «Me interesa» (onto her list)
 * and «No es para mí» (a discard with a reason); on «Descartar carreras» only the discard.
 */
export function SuggestionList({
  processId,
  suggestions,
  discard = true,
  capped = false,
  careless = false,
  feedback,
  reader = "student",
  listedCareerIds = [],
}: {
  processId?: string;
  suggestions: SuggestionDto[];
  discard?: boolean;
  capped?: boolean;
  /** The answers look careless: affinities are capped and said to be low (a flat profile keeps «orientativa»). */
  careless?: boolean;
  /** The result's mode and ranking version: when given, each suggestion asks «Me interesa» / «No es para mí». */
  feedback?: { mode: string; rankingVersion: string };
  /** Who reads the list: the student («Te gustan…») or her parent, counsellor or public link («Le gustan…»). */
  reader?: Reader;
  /** The careers already on her list: their «Me interesa» shows as done. */
  listedCareerIds?: number[];
}) {
  const listed = new Set(listedCareerIds);
  return (
    <ol className="flex flex-col gap-3" aria-label="Carreras sugeridas">
      {suggestions.map((s, i) => (
        <li
          key={s.careerId}
          className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card"
          data-career-id={s.careerId}
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-fg">
              <span className="text-fg-muted">{i + 1}.</span> {s.name}
            </h3>
            <span className="shrink-0 rounded-full bg-primary-50 px-2 py-0.5 text-sm font-semibold text-primary-800">
              {capped ? "Afinidad orientativa" : careless ? "Afinidad baja (revisa tus respuestas)" : "Afinidad"} {s.score}/100
            </span>
          </div>
          <p className="text-sm text-fg-muted">
            {s.area.charAt(0).toUpperCase() + s.area.slice(1)} · {levelLabel[s.level]}
            {s.riasecCode ? ` · perfil ${describeCode(s.riasecCode)}` : ""}
          </p>
          {s.figures ? <Figures figures={s.figures} /> : null}
          <ul className="flex flex-col gap-1 text-fg">
            {(reader === "other" ? (s.reasonsOther ?? s.reasons) : s.reasons).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {feedback && processId && discard ? (
            <SuggestionFeedback
              context={{ career: s.slug, rank: i + 1, ...feedback }}
              careerId={s.careerId}
              careerName={s.name}
              processId={processId}
              inList={listed.has(s.careerId)}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link href={href("estudiarCarrera", { careerSlug: s.slug })} className="font-medium text-primary-700 underline">
              Conoce la carrera<span className="sr-only"> {s.name}</span>
            </Link>
            <Link href={`${href("instituciones")}?career=${encodeURIComponent(s.slug)}`} className="font-medium text-primary-700 underline">
              Dónde estudiarla<span className="sr-only"> ({s.name})</span>
            </Link>
            {discard && processId && !feedback ? <DiscardButton processId={processId} careerId={s.careerId} careerName={s.name} /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

const years = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} ${n === 1 ? "año" : "años"}`;

/** Income, cost and duration of a career, each with its source and year. */
function Figures({ figures }: { figures: NonNullable<SuggestionDto["figures"]> }) {
  const { incomeMedian, cost, duration } = figures;
  if (!incomeMedian && !cost && !duration) return null;
  return (
    <dl className="grid gap-2 rounded-control bg-bg p-3 text-sm sm:grid-cols-3">
      {incomeMedian ? (
        <div>
          <dt className="font-semibold text-fg">Ingreso mediano</dt>
          <dd className="text-fg">{formatSoles(incomeMedian.soles * 100)} al mes</dd>
          <dd className="text-xs text-fg-muted">
            {incomeMedian.source}
            {incomeMedian.note ? `, ${incomeMedian.note}` : ""}
          </dd>
        </div>
      ) : null}
      {cost ? (
        <div>
          <dt className="font-semibold text-fg">Costo típico (mediana)</dt>
          {cost.byGestion ? (
            (["publica", "privada"] as const).map((g) => (
              <dd key={g} className="text-fg">
                {GESTION_GROUP_LABELS[g]}: {costHeadline(cost.byGestion![g]) ?? "sin costo publicado"}
                <span className="block text-xs text-fg-muted">{costBasis(cost.byGestion![g])}</span>
              </dd>
            ))
          ) : (
            <dd className="text-fg">
              {costHeadline(cost.all)}
              <span className="block text-xs text-fg-muted">{costBasis(cost.all)}</span>
            </dd>
          )}
          <dd className="text-xs text-fg-muted">
            {cost.source}, {cost.year}
          </dd>
        </div>
      ) : null}
      {duration ? (
        <div>
          <dt className="font-semibold text-fg">Duración</dt>
          <dd className="text-fg">{years(duration.years)}</dd>
          <dd className="text-xs text-fg-muted">{duration.source}</dd>
        </div>
      ) : null}
    </dl>
  );
}
