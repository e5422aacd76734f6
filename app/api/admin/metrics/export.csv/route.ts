import { metricsQuerySchema } from "@/lib/contracts/metrics";
import { csvGate } from "@/lib/server/handler/call-gates";
import { handler } from "@/lib/server/handler/handler";
import { exportDailyCsv } from "@/lib/server/metrics/report";

/** `GET /api/admin/metrics/export.csv?from&to[&campaign][&exp]`: daily aggregates as CSV (admin only). */
export const GET = handler({ auth: "admin", gate: csvGate, query: metricsQuerySchema }, async ({ user, query }) => {
  const csv = await exportDailyCsv(user, query);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rumbo-metricas-${query.from}-${query.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
