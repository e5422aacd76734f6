import type { Metadata } from "next";
import { Suspense } from "react";
import { ChatMetricsSection } from "./_components/chat-metrics";
import { DailyChart, FunnelChart, StopsChart } from "@/components/admin/metrics-charts";
import { AdminPageHeader } from "@/components/admin/page-header";
import { AdminSection } from "@/components/admin/section";
import { FunnelTable, SegmentTable, TableFrame, formatCount } from "@/components/admin/metrics-tables";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PanelSkeleton } from "@/components/ui/skeleton";
import type { MetricsQuery } from "@/lib/contracts/metrics";
import type { SessionUser } from "@/lib/contracts/session";
import { env } from "@/lib/config/env";
import { sectionByKey, type SectionKey } from "@/lib/content/vocational/sections";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { readMetricsQuery } from "@/lib/server/metrics/page-query";
import { getMetricsReport } from "@/lib/server/metrics/report";
import { getSuggestionFeedback } from "@/lib/server/metrics/suggestion-feedback";
import { SuggestionFeedbackTables } from "@/components/admin/suggestion-feedback-tables";
import { stepLabels } from "@/lib/content/metrics/step-labels";
import type { SearchParams } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";
import { ActivitySection } from "./_components/activity-section";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminMetrics").title };

function sectionTitle(key: string) {
  if (!key) return "Ninguna (empezó y no completó una sección)";
  return sectionByKey[key as SectionKey]?.title ?? key;
}

/** The report's panels: the slow part (every query of the report), streamed under the filters. */
async function MetricsPanels({ user, query }: { user: SessionUser; query: MetricsQuery }) {
  const [report, feedback] = await Promise.all([getMetricsReport(user, query), getSuggestionFeedback(user, query)]);
  const stops = report.stops.map((s) => ({ label: sectionTitle(s.section), students: s.students }));
  const stopsTotal = stops.reduce((n, s) => n + s.students, 0);
  return (
    <>
      <AdminSection
        id="embudo"
        title="Embudo"
        description="Personas que hicieron cada paso en estas fechas, y cuántas pasaron de un paso al siguiente."
      >
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <div className="min-w-0">
            <FunnelTable steps={report.steps} />
          </div>
          <div className="min-w-0">
            <FunnelChart
              label="Gráfico de barras del embudo; los mismos datos están en la tabla."
              data={report.steps.map((s) => ({ label: stepLabels[s.name], count: s.count }))}
            />
          </div>
        </div>
      </AdminSection>

      <AdminSection id="diario" title="Día a día" description="Visitas, registros y tests terminados por día.">
        <DailyChart label="Gráfico de líneas de visitas, registros y tests terminados por día." data={report.daily} />
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary-700">Ver los datos por día</summary>
          <div className="mt-2">
            <TableFrame caption="Visitas, registros y tests terminados por día">
              <thead className="bg-bg">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    Día
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Visitas
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Registros
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Tests terminados
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.daily.map((d) => (
                  <tr key={d.day} className="border-t border-border tabular-nums">
                    <th scope="row" className="px-3 py-1.5 text-left font-normal">
                      {d.day}
                    </th>
                    <td className="px-3 py-1.5 text-right">{formatCount(d.visits)}</td>
                    <td className="px-3 py-1.5 text-right">{formatCount(d.registers)}</td>
                    <td className="px-3 py-1.5 text-right">{formatCount(d.testsFinished)}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          </div>
        </details>
      </AdminSection>

      <AdminSection
        id="campanas"
        title="Por campaña"
        description="Cada columna es una campaña (cookie «reference»); entre paréntesis, el porcentaje de sus visitas. Una persona cuenta en cada campaña por la que llegó."
      >
        <SegmentTable caption="Embudo por campaña" segments={report.byCampaign} emptyLabel="Sin campaña" />
      </AdminSection>

      <AdminSection id="variantes" title="Por variante del experimento" description="Cada columna es una variante de la cookie «exp».">
        <SegmentTable caption="Embudo por variante del experimento" segments={report.byExp} emptyLabel="Sin variante" />
      </AdminSection>

      <AdminSection
        id="sugerencias"
        title="Sugerencias aceptadas"
        description="De las carreras sugeridas sobre las que opinaron las y los estudiantes («Me interesa», «No es para mí» o descartar), la parte que les interesó. Cuenta la última opinión de cada estudiante sobre cada carrera."
      >
        <SuggestionFeedbackTables report={feedback} />
      </AdminSection>

      <div className="grid gap-5 lg:grid-cols-2">
        <AdminSection
          id="abandono"
          title="Dónde se detienen en el test"
          description="Última sección completada por quienes empezaron el test."
        >
          {stops.length ? (
            <>
              <StopsChart label="Gráfico de barras de la última sección completada; los mismos datos están en la tabla." data={stops} />
              <TableFrame caption="Última sección completada">
                <thead className="bg-bg">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left">
                      Última sección
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Estudiantes
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Parte
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stops.map((s) => (
                    <tr key={s.label} className="border-t border-border tabular-nums">
                      <th scope="row" className="px-3 py-1.5 text-left font-normal">
                        {s.label}
                      </th>
                      <td className="px-3 py-1.5 text-right">{formatCount(s.students)}</td>
                      <td className="px-3 py-1.5 text-right">{Math.round((s.students / stopsTotal) * 100)} %</td>
                    </tr>
                  ))}
                </tbody>
              </TableFrame>
            </>
          ) : (
            <p className="text-sm text-fg-muted">Nadie empezó el test en estas fechas.</p>
          )}
        </AdminSection>
        <AdminSection id="paginas" title="Páginas más vistas">
          {report.topPages.length ? (
            <TableFrame caption="Páginas más vistas">
              <thead className="bg-bg">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    Página
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Vistas
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Personas
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.topPages.map((p) => (
                  <tr key={p.path} className="border-t border-border tabular-nums">
                    <th scope="row" className="max-w-64 truncate px-3 py-1.5 text-left font-normal" title={p.path}>
                      {p.path}
                    </th>
                    <td className="px-3 py-1.5 text-right">{formatCount(p.views)}</td>
                    <td className="px-3 py-1.5 text-right">{formatCount(p.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          ) : (
            <p className="text-sm text-fg-muted">Sin visitas en estas fechas.</p>
          )}
        </AdminSection>
      </div>
      <p className="text-xs text-fg-muted">
        Sin datos personales: un identificador aleatorio por navegador (cookie «rumbo_vid», nada si el navegador pide no ser rastreado), la
        cuenta si inició sesión, la campaña, la variante, la ruta y la hora. Los eventos se resumen por día y se borran a los{" "}
        {env().METRICS_RETENTION_DAYS} días.
      </p>
    </>
  );
}

/** `/admin/metricas`: the team's weekly questions (where students come from, where they stop, what converts). */
export default async function MetricsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminMetrics"));
  const { query, invalid } = readMetricsQuery(await searchParams);
  const params = new URLSearchParams({
    from: query.from,
    to: query.to,
    ...(query.campaign ? { campaign: query.campaign } : {}),
    ...(query.exp ? { exp: query.exp } : {}),
  });
  const segmentText = [query.campaign ? `campaña «${query.campaign}»` : null, query.exp ? `variante «${query.exp}»` : null]
    .filter(Boolean)
    .join(" y ");

  return (
    <div className="flex w-full flex-col gap-5">
      <AdminPageHeader
        title="Métricas"
        description={
          <>
            Del {query.from} al {query.to} (hora de Lima){segmentText ? `, solo ${segmentText}` : ""}. Se cuentan personas distintas:
            visitantes anónimos o cuentas, unidos cuando un visitante inicia sesión.
          </>
        }
      />

      {invalid ? (
        <Alert variant="warning" title="Las fechas o filtros no son válidos">
          Mostramos los últimos 30 días.
        </Alert>
      ) : null}

      <form
        method="get"
        action={href("adminMetrics")}
        className="grid grid-cols-2 items-end gap-3 rounded-card border border-border bg-surface p-4 sm:grid-cols-4 lg:grid-cols-6"
        aria-label="Filtros"
      >
        <Input type="date" name="from" label="Desde" defaultValue={query.from} required />
        <Input type="date" name="to" label="Hasta" defaultValue={query.to} required />
        <Input name="campaign" label="Campaña" defaultValue={query.campaign ?? ""} placeholder="Todas" pattern="[\w.\-]*" maxLength={64} />
        <Input name="exp" label="Variante (exp)" defaultValue={query.exp ?? ""} placeholder="Todas" pattern="[\w.\-]*" maxLength={64} />
        <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-4 lg:col-span-2">
          <button type="submit" className={buttonClasses({ variant: "primary" })}>
            Ver
          </button>
          <a href={`/api/admin/metrics/export.csv?${params}`} className={buttonClasses({ variant: "outline" })} download>
            Exportar CSV
          </a>
        </div>
      </form>

      <Suspense fallback={<PanelSkeleton panels={3} lines={1} chart label="Cargando las métricas…" />}>
        <MetricsPanels user={user} query={query} />
      </Suspense>
      <Suspense fallback={<PanelSkeleton panels={1} lines={4} label="Cargando las métricas del chat…" />}>
        <ChatMetricsSection user={user} query={query} />
      </Suspense>
      <Suspense fallback={<PanelSkeleton panels={1} lines={1} label="Cargando webinars y comunidad…" />}>
        <ActivitySection user={user} query={query} />
      </Suspense>
    </div>
  );
}
