import type { ReactNode } from "react";
import type { FunnelStep, SegmentFunnel } from "@/lib/server/metrics/report";
import { stepLabels } from "@/lib/content/metrics/step-labels";

const integer = new Intl.NumberFormat("es-PE");
const percent = new Intl.NumberFormat("es-PE", { style: "percent", maximumFractionDigits: 1 });

export const formatCount = (n: number) => integer.format(n);
/** "—" when there is nothing to divide by. */
export const formatRate = (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : "—");

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-fg-muted";
const td = "px-3 py-2 tabular-nums";

export function TableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-card border border-border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** The funnel: people per step, conversion from the step before and from the visits. */
export function FunnelTable({ steps }: { steps: FunnelStep[] }) {
  const visits = steps[0]?.count ?? 0;
  return (
    <TableFrame caption="Embudo: personas por paso y conversión">
      <thead className="bg-bg">
        <tr>
          <th scope="col" className={th}>
            Paso
          </th>
          <th scope="col" className={`${th} text-right`}>
            Personas
          </th>
          <th scope="col" className={`${th} text-right`}>
            vs. paso anterior
          </th>
          <th scope="col" className={`${th} text-right`}>
            vs. visitas
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((s, i) => (
          <tr key={s.name} className="border-t border-border" data-step={s.name}>
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {stepLabels[s.name]}
            </th>
            <td className={`${td} text-right font-semibold`} data-testid={`step-${s.name}`}>
              {formatCount(s.count)}
            </td>
            <td className={`${td} text-right`}>{i === 0 ? "—" : formatRate(s.count, steps[i - 1].count)}</td>
            <td className={`${td} text-right`}>{i === 0 ? "—" : formatRate(s.count, visits)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** Campaigns or variants side by side: one column each, people and share of its visits. */
export function SegmentTable({ caption, segments, emptyLabel }: { caption: string; segments: SegmentFunnel[]; emptyLabel: string }) {
  if (!segments.length) return <p className="text-sm text-fg-muted">Sin datos en estas fechas.</p>;
  const names = segments[0].steps.map((s) => s.name);
  return (
    <TableFrame caption={caption}>
      <thead className="bg-bg">
        <tr>
          <th scope="col" className={th}>
            Paso
          </th>
          {segments.map((seg) => (
            <th key={seg.segment} scope="col" className="px-3 py-2 text-right text-xs font-semibold text-fg-muted">
              {seg.segment || emptyLabel}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((name, row) => (
          <tr key={name} className="border-t border-border">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {stepLabels[name]}
            </th>
            {segments.map((seg) => {
              const count = seg.steps[row].count;
              return (
                <td key={seg.segment} className={`${td} text-right`}>
                  <span className="font-semibold">{formatCount(count)}</span>
                  {row > 0 ? <span className="ml-1 text-xs text-fg-muted">({formatRate(count, seg.steps[0].count)})</span> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
