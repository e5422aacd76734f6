import { TableFrame, formatCount } from "@/components/admin/metrics-tables";
import type { FeedbackShare, SuggestionFeedbackReport } from "@/lib/server/metrics/suggestion-feedback";

const titles: Record<keyof SuggestionFeedbackReport, { caption: string; column: string }> = {
  byRank: { caption: "Aceptadas por puesto en la lista", column: "Puesto" },
  byMode: { caption: "Aceptadas por modo del test", column: "Modo" },
  byVersion: { caption: "Aceptadas por versión del ranking", column: "Versión" },
  byCareer: { caption: "Aceptadas por carrera", column: "Carrera" },
};
const modeLabel: Record<string, string> = { quick: "Rápido", full: "Completo" };

function ShareTable({
  caption,
  column,
  rows,
  label,
}: {
  caption: string;
  column: string;
  rows: FeedbackShare[];
  label?: (k: string) => string;
}) {
  return (
    <TableFrame caption={caption}>
      <thead className="bg-bg">
        <tr>
          <th scope="col" className="px-3 py-2 text-left">
            {column}
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Opinadas
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            «Me interesa»
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Parte aceptada
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-border tabular-nums">
            <th scope="row" className="px-3 py-1.5 text-left font-normal">
              {label ? label(r.key) : r.key || "—"}
            </th>
            <td className="px-3 py-1.5 text-right">{formatCount(r.judged)}</td>
            <td className="px-3 py-1.5 text-right">{formatCount(r.accepted)}</td>
            <td className="px-3 py-1.5 text-right">{r.share} %</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** The field measure of the guidance: share of judged suggestions accepted, by rank, mode, ranking version and career. */
export function SuggestionFeedbackTables({ report }: { report: SuggestionFeedbackReport }) {
  if (!report.byRank.length) return <p className="text-sm text-fg-muted">Nadie opinó sobre sus sugerencias en estas fechas.</p>;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <ShareTable {...titles.byRank} rows={report.byRank} label={(k) => (k ? `n.º ${k}` : "—")} />
      <ShareTable {...titles.byMode} rows={report.byMode} label={(k) => modeLabel[k] ?? (k || "—")} />
      <ShareTable {...titles.byVersion} rows={report.byVersion} />
      <ShareTable {...titles.byCareer} rows={report.byCareer.slice(0, 30)} />
    </div>
  );
}
