import { AdminSection } from "@/components/admin/section";
import { TableFrame, formatCount } from "@/components/admin/metrics-tables";
import type { MetricsQuery } from "@/lib/contracts/metrics";
import type { SessionUser } from "@/lib/contracts/session";
import { getChatMetrics } from "@/lib/server/metrics/chat-report";

const minutesText = (m: number | null) => (m === null ? "—" : m < 60 ? `${m} min` : `${Math.round((m / 60) * 10) / 10} h`);

/** The chat with specialists in the metrics page: messages and how long students wait for a reply. */
export async function ChatMetricsSection({ user, query }: { user: SessionUser; query: MetricsQuery }) {
  const m = await getChatMetrics(user, query);
  const rows: [string, string][] = [
    ["Conversaciones nuevas", formatCount(m.conversationsStarted)],
    ["Estudiantes que escribieron", formatCount(m.studentsWriting)],
    ["Mensajes de estudiantes", formatCount(m.studentMessages)],
    ["Mensajes de especialistas", formatCount(m.specialistMessages)],
    ["Respuestas a un turno del estudiante", formatCount(m.replies)],
    ["Tiempo de respuesta (mediana)", minutesText(m.replyMedianMinutes)],
    ["Tiempo de respuesta (9 de cada 10, en menos de)", minutesText(m.replyP90Minutes)],
  ];
  return (
    <AdminSection
      id="chat"
      title="Chat con especialistas"
      description="Mensajes en estas fechas y cuánto espera un estudiante desde su primer mensaje hasta la respuesta. Sin el texto de los mensajes."
    >
      <TableFrame caption="Chat con especialistas">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-border tabular-nums first:border-t-0">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {label}
              </th>
              <td className="px-3 py-1.5 text-right">{value}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </AdminSection>
  );
}
