import { leadExportQuerySchema } from "@/lib/contracts/admin-sales";
import { exportLeadsCsv } from "@/lib/server/admin/leads";
import { csvGate } from "@/lib/server/handler/call-gates";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/leads/export.csv` with the list's filters: every matching lead as CSV. */
export const GET = handler({ auth: "admin", gate: csvGate, query: leadExportQuerySchema }, async ({ user, query }) => {
  const csv = await exportLeadsCsv(user, query);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rumbo-leads-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
