import type { Metadata } from "next";
import { Suspense } from "react";
import { DashboardChart } from "@/components/admin/dashboard-chart";
import { TableFrame, formatCount } from "@/components/admin/metrics-tables";
import { AdminPageHeader } from "@/components/admin/page-header";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { CardGridSkeleton, PanelSkeleton, SkeletonRegion } from "@/components/ui/skeleton";
import { formatSoles } from "@/lib/format/money";
import { metricsQuerySchema } from "@/lib/contracts/metrics";
import type { SessionUser } from "@/lib/contracts/session";
import { getDashboard, type DashboardTotals } from "@/lib/server/admin/dashboard";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { addDays, limaToday } from "@/lib/server/metrics/dates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Resumen" };

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function readRange(search: Search): { from: string; to: string; invalid: boolean } {
  const today = limaToday();
  const fallback = { from: addDays(today, -29), to: today };
  const parsed = metricsQuerySchema.safeParse({ from: one(search.from) || fallback.from, to: one(search.to) || fallback.to });
  return parsed.success ? { from: parsed.data.from, to: parsed.data.to, invalid: false } : { ...fallback, invalid: true };
}

const counters: { key: Exclude<keyof DashboardTotals, "revenueCents">; label: string; color: string }[] = [
  { key: "registrations", label: "Registros", color: "#136e78" },
  { key: "testsStarted", label: "Tests empezados", color: "#6d28d9" },
  { key: "testsFinished", label: "Tests terminados", color: "#0f7a3d" },
  { key: "leads", label: "Leads", color: "#c2410c" },
  { key: "fairEnrolments", label: "Inscripciones a la feria", color: "#a16207" },
  { key: "orders", label: "Pedidos pagados", color: "#be123c" },
];

/** The totals and the day-by-day charts: the slow part, streamed under the date form. */
async function DashboardReport({ user, range }: { user: SessionUser; range: { from: string; to: string } }) {
  const report = await getDashboard(user, range);
  const revenue = report.daily.map((d) => ({ day: d.day, revenue: d.revenueCents / 100 }));
  return (
    <>
      <section aria-labelledby="totales">
        <h2 id="totales" className="sr-only">
          Totales del periodo
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-7">
          {counters.map((c) => (
            <Card key={c.key} className="gap-1 p-3">
              <dt className="text-sm text-fg-muted">{c.label}</dt>
              <dd className="text-2xl font-bold text-fg tabular-nums">{formatCount(report.totals[c.key])}</dd>
            </Card>
          ))}
          <Card className="gap-1 p-3">
            <dt className="text-sm text-fg-muted">Ingresos</dt>
            <dd className="text-2xl font-bold text-fg tabular-nums">{formatSoles(report.totals.revenueCents)}</dd>
          </Card>
        </dl>
      </section>

      <Card as="section" aria-labelledby="por-dia" className="min-w-0 gap-4 p-4 sm:p-5">
        <h2 id="por-dia" className="text-lg font-bold text-fg">
          Día a día
        </h2>
        <DashboardChart
          label="Gráfico de líneas de registros, tests, leads, inscripciones a la feria y pedidos por día; los mismos datos están en la tabla."
          data={report.daily}
          series={counters.map((c) => ({ key: c.key, name: c.label, color: c.color }))}
        />
        <h3 className="font-semibold text-fg">Ingresos por día (S/)</h3>
        <DashboardChart
          label="Gráfico de líneas de los ingresos por día en soles; los mismos datos están en la tabla."
          data={revenue}
          series={[{ key: "revenue", name: "Ingresos (S/)", color: "#136e78" }]}
          money
        />
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary-700">Ver los datos por día</summary>
          <div className="mt-2">
            <TableFrame caption="Registros, tests, leads, feria, pedidos e ingresos por día">
              <thead className="bg-bg">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    Día
                  </th>
                  {counters.map((c) => (
                    <th key={c.key} scope="col" className="px-3 py-2 text-right">
                      {c.label}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-right">
                    Ingresos
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.daily.map((d) => (
                  <tr key={d.day} className="border-t border-border tabular-nums">
                    <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                      {d.day}
                    </th>
                    {counters.map((c) => (
                      <td key={c.key} className="px-3 py-1.5 text-right">
                        {formatCount(d[c.key])}
                      </td>
                    ))}
                    <td className="px-3 py-1.5 text-right whitespace-nowrap">{formatSoles(d.revenueCents)}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          </div>
        </details>
      </Card>
    </>
  );
}

/** The shape of DashboardReport: seven counters and the charts' card. */
function DashboardSkeleton() {
  return (
    <SkeletonRegion label="Cargando el resumen…" className="flex flex-col gap-5">
      <CardGridSkeleton bare cards={7} gridClassName="grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-7" stat />
      <PanelSkeleton bare lines={0} chart />
    </SkeletonRegion>
  );
}

/** `/admin`: the back office's summary over a range of Lima days. */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requireAdminPage("/admin");
  const range = readRange(await searchParams);
  return (
    <div className="flex w-full flex-col gap-5">
      <AdminPageHeader title="Resumen" description={`Del ${range.from} al ${range.to} (días de Lima).`} />
      {range.invalid ? (
        <Alert variant="warning" title="Las fechas no son válidas">
          Mostramos los últimos 30 días.
        </Alert>
      ) : null}

      <form
        method="get"
        action="/admin"
        className="flex flex-wrap items-end gap-3 rounded-card border border-border bg-surface p-4"
        aria-label="Fechas del resumen"
      >
        <Input type="date" name="from" label="Desde" defaultValue={range.from} required containerClassName="w-40" />
        <Input type="date" name="to" label="Hasta" defaultValue={range.to} required containerClassName="w-40" />
        <button type="submit" className={buttonClasses({ variant: "primary" })}>
          Ver
        </button>
      </form>

      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardReport user={user} range={range} />
      </Suspense>
    </div>
  );
}
