import { schoolPanelQuerySchema } from "@/lib/contracts/family";
import { panelStudentsCsv } from "@/lib/server/family/school-panel";
import { csvGate } from "@/lib/server/handler/call-gates";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/school/panel/students.csv?search&grade&section`: the filtered list as CSV. */
export const GET = handler({ auth: "required", gate: csvGate, query: schoolPanelQuerySchema }, async ({ user, query }) => {
  const csv = await panelStudentsCsv(user, query);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rumbo-estudiantes.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
