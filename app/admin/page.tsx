import type { Metadata } from "next";
import { DashboardChart } from "@/components/admin/dashboard-chart";
import { TableFrame, formatCount } from "@/components/admin/metrics-tables";
import { AdminPageHeader } from "@/components/admin/page-header";
import { AdminSection } from "@/components/admin/section";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { formatSoles } from "@/lib/format/money";
import { getDashboard, type DashboardTotals } from "@/lib/server/admin/dashboard";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { readMetricsQuery } from "@/lib/server/metrics/page-query";
import type { SearchParams } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("admin").title };

const counters: { key: Exclude<keyof DashboardTotals, "revenueCents">; label: string; color: string }[] = [
  { key: "registrations", label: "Registros", color: "#136e78" },
  { key: "testsStarted", label: "Tests empezados", color: "#6d28d9" },
  { key: "testsFinished", label: "Tests terminados", color: "#0f7a3d" },
  { key: "leads", label: "Leads", color: "#c2410c" },
  { key: "fairEnrolments", label: "Inscripciones a la feria", color: "#a16207" },
  { key: "orders", label: "Pedidos pagados", color: "#be123c" },
];

/** `/admin`: the back office's summary over a range of Lima days. */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("admin"));
  const search = await searchParams;
  // The summary has no segment: only its dates are read.
  const { query, invalid } = readMetricsQuery({ from: search.from, to: search.to });
  const range = { from: query.from, to: query.to, invalid };
  const report = await getDashboard(user, range);
  const revenue = report.daily.map((d) => ({ day: d.day, revenue: d.revenueCents / 100 }));

  return (
    <div className="flex w-full flex-col gap-5">
      <AdminPageHeader title="Resumen" description={`Del ${report.from} al ${report.to} (días de Lima).`} />
      {range.invalid ? (
        <Alert variant="warning" title="Las fechas no son válidas">
          Mostramos los últimos 30 días.
        </Alert>
      ) : null}

      <form
        method="get"
        action={href("admin")}
        className="flex flex-wrap items-end gap-3 rounded-card border border-border bg-surface p-4"
        aria-label="Fechas del resumen"
      >
        <Input type="date" name="from" label="Desde" defaultValue={report.from} required containerClassName="w-40" />
        <Input type="date" name="to" label="Hasta" defaultValue={report.to} required containerClassName="w-40" />
        <button type="submit" className={buttonClasses({ variant: "primary" })}>
          Ver
        </button>
      </form>

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

      <AdminSection id="por-dia" title="Día a día">
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
      </AdminSection>
    </div>
  );
}
