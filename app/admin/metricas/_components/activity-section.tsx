import { AdminSection } from "@/components/admin/section";
import { TableFrame, formatCount } from "@/components/admin/metrics-tables";
import type { MetricsQuery } from "@/lib/contracts/metrics";
import type { SessionUser } from "@/lib/contracts/session";
import { getActivityReport, type ActivityEvent } from "@/lib/server/metrics/activity";

const labels: Record<ActivityEvent, string> = {
  webinar_enrolled: "Inscripciones a webinars",
  webinar_attended: "Entradas a webinars (asistencia)",
  community_question_asked: "Preguntas en la comunidad",
  community_answer_posted: "Respuestas en la comunidad",
};

/** «Webinars y comunidad»: enrolment and attendance, questions asked and answered, in the chosen dates. */
export async function ActivitySection({ user, query }: { user: SessionUser; query: MetricsQuery }) {
  const report = await getActivityReport(user, query);
  return (
    <AdminSection
      id="webinars-comunidad"
      title="Webinars y comunidad"
      description="Hechos que registra el servidor en estas fechas (sin filtro de campaña ni variante): eventos y cuentas distintas."
    >
      <TableFrame caption="Webinars y comunidad: eventos y personas">
        <thead className="bg-bg">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Hecho
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Eventos
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Personas
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((r) => (
            <tr key={r.name} className="border-t border-border tabular-nums">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {labels[r.name]}
              </th>
              <td className="px-3 py-1.5 text-right">{formatCount(r.events)}</td>
              <td className="px-3 py-1.5 text-right">{formatCount(r.people)}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-fg-muted">Asistencia a webinars</dt>
          <dd className="text-lg font-semibold">{report.attendanceRate === null ? "—" : `${Math.round(report.attendanceRate * 100)} %`}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Tiempo medio hasta una respuesta</dt>
          <dd className="text-lg font-semibold">{report.hoursToAnswer === null ? "—" : `${report.hoursToAnswer} h`}</dd>
        </div>
      </dl>
    </AdminSection>
  );
}
