"use client";

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/* recharts is imported only here; this file is loaded only by /admin/metricas and /colegio/panel. */

const colors = { primary: "#136e78", accent: "#c2410c", success: "#0f7a3d", grid: "#dde1e5", axis: "#525b66" };
const tick = { fill: colors.axis, fontSize: 12 };

/** Each chart is a picture for sighted readers; the same figures are in the table next to it. */
function Frame({ label, height, children }: { label: string; height: number; children: React.ReactElement }) {
  return (
    <div role="img" aria-label={label} style={{ width: "100%", height }}>
      <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 320, height }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function FunnelChart({ data, label }: { data: { label: string; count: number }[]; label: string }) {
  return (
    <Frame label={label} height={Math.max(220, data.length * 38)}>
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 24, top: 4, bottom: 4 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke={colors.grid} />
        <XAxis type="number" allowDecimals={false} tick={tick} />
        <YAxis type="category" dataKey="label" width={130} tick={tick} />
        <Tooltip />
        <Bar dataKey="count" name="Personas" fill={colors.primary} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

export function DailyChart({
  data,
  label,
}: {
  data: { day: string; visits: number; registers: number; testsFinished: number }[];
  label: string;
}) {
  const short = data.map((d) => ({ ...d, dayLabel: `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}` }));
  return (
    <Frame label={label} height={260}>
      <LineChart data={short} margin={{ left: 0, right: 16, top: 8, bottom: 4 }} accessibilityLayer={false}>
        <CartesianGrid stroke={colors.grid} />
        <XAxis dataKey="dayLabel" tick={tick} minTickGap={16} />
        <YAxis allowDecimals={false} tick={tick} width={36} />
        <Tooltip />
        <Legend />
        <Line
          type="monotone"
          dataKey="visits"
          name="Visitas"
          stroke={colors.primary}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="registers"
          name="Registros"
          stroke={colors.accent}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="testsFinished"
          name="Terminaron el test"
          stroke={colors.success}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </Frame>
  );
}

export function StopsChart({ data, label }: { data: { label: string; students: number }[]; label: string }) {
  return (
    <Frame label={label} height={Math.max(160, data.length * 36)}>
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 24, top: 4, bottom: 4 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke={colors.grid} />
        <XAxis type="number" allowDecimals={false} tick={tick} />
        <YAxis type="category" dataKey="label" width={150} tick={tick} />
        <Tooltip />
        <Bar dataKey="students" name="Estudiantes" fill={colors.accent} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}
