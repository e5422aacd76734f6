import { GESTION_GROUP_LABELS, costBasis, costHeadline, type CostGroupSummary, type CostSummary } from "@/lib/format/catalogue-costs";

/** The lines of a cost summary: one group, or public and private apart when the set has both. */
export function costSummaryLines(summary: CostSummary): { key: string; label: string | null; headline: string; basis: string }[] {
  const line = (key: string, label: string | null, g: CostGroupSummary) => ({
    key,
    label,
    headline: costHeadline(g) ?? "Sin dato",
    basis: costBasis(g),
  });
  if (!summary.byGestion) return [line("all", null, summary.all)];
  return [
    line("publica", GESTION_GROUP_LABELS.publica, summary.byGestion.publica),
    line("privada", GESTION_GROUP_LABELS.privada, summary.byGestion.privada),
  ];
}

/** «Costo típico» of a career (the rule of lib/format/catalogue-costs.ts), each line with what it rests on. */
export function CostSummaryFigure({ summary, source }: { summary: CostSummary | undefined; source: string }) {
  const lines = summary ? costSummaryLines(summary) : [];
  return (
    <div className="rounded-lg bg-neutral-50 p-3">
      <dt className="text-sm text-fg-muted">Costo típico (mediana)</dt>
      {lines.length ? (
        lines.map((l) => (
          <dd key={l.key} className="mt-1">
            <span className="font-semibold">
              {l.label ? `${l.label}: ` : ""}
              {l.headline}
            </span>
            <span className="block text-xs text-fg-muted">{l.basis}</span>
          </dd>
        ))
      ) : (
        <dd className="font-semibold">Sin dato</dd>
      )}
      <dd className="mt-1 text-xs text-fg-muted">{source}</dd>
    </div>
  );
}

/** The same summary as one line of text, for a comparison table's cell. */
export function costSummaryText(summary: CostSummary | undefined): string | null {
  if (!summary || summary.all.withCost === 0) return summary ? costBasis(summary.all) : null;
  return costSummaryLines(summary)
    .map((l) => `${l.label ? `${l.label}: ` : ""}${l.headline} (${l.basis})`)
    .join(" · ");
}
