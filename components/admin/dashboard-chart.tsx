"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/* recharts is loaded only by the back office's pages (this file and metrics-charts.tsx). */

const colors = { grid: "#dde1e5", axis: "#525b66" };
const tick = { fill: colors.axis, fontSize: 12 };

export type DashboardSeries = { key: string; name: string; color: string };

/**
 * Counts per day as lines (a picture for sighted readers; the same figures are in the table
 * below it). Revenue goes in its own chart, in soles, so the counts keep a readable scale.
 */
export function DashboardChart({
  data,
  series,
  label,
  money = false,
}: {
  data: Record<string, number | string>[];
  series: DashboardSeries[];
  label: string;
  money?: boolean;
}) {
  const rows = data.map((d) => ({ ...d, dayLabel: `${String(d.day).slice(8, 10)}/${String(d.day).slice(5, 7)}` }));
  return (
    <div role="img" aria-label={label} style={{ width: "100%", height: 260 }}>
      <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 320, height: 260 }}>
        <LineChart data={rows} margin={{ left: 0, right: 16, top: 8, bottom: 4 }} accessibilityLayer={false}>
          <CartesianGrid stroke={colors.grid} />
          <XAxis dataKey="dayLabel" tick={tick} minTickGap={16} />
          <YAxis allowDecimals={money} tick={tick} width={money ? 56 : 36} />
          <Tooltip
            formatter={
              money ? (v) => `S/ ${Number(v).toLocaleString("es-PE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : undefined
            }
          />
          <Legend />
          {series.map((s) => (
            <Line
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
