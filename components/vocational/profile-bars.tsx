import type { ScaleResult } from "@/lib/contracts/vocational";

/**
 * A profile drawn as server-rendered SVG bars (no chart library), each with what the score
 * means in plain words. The numbers are also in the text, for screen readers.
 */
export function ProfileBars({ title, scales, description }: { title: string; scales: ScaleResult[]; description?: string }) {
  const width = 320;
  const labelW = 0;
  return (
    <section className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card">
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
      <ul className="flex flex-col gap-3">
        {scales.map((s) => (
          <li key={s.id} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-medium text-fg">{s.name}</span>
              <span className="text-sm font-semibold text-primary-800">{s.percent}/100</span>
            </div>
            <svg viewBox={`0 0 ${width} 12`} width="100%" height="12" aria-hidden="true" focusable="false" preserveAspectRatio="none">
              <rect x={labelW} y="0" width={width} height="12" rx="6" fill="#dde1e5" />
              <rect x={labelW} y="0" width={Math.max(4, (width * s.percent) / 100)} height="12" rx="6" fill="#136e78" />
            </svg>
            <p className="text-sm text-fg-muted">{s.meaning}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
