import { z } from "zod";
import { processIdSchema } from "@/lib/contracts/vocational";
import { pdfGate } from "@/lib/server/handler/call-gates";
import { handler } from "@/lib/server/handler/handler";
import { buildReportPdf } from "@/lib/server/vocational/report-pdf";

export const runtime = "nodejs";

/** The PDF report of a process, for its owner only (another student's → 404). */
export const GET = handler(
  { auth: "required", gate: pdfGate, params: z.object({ processId: processIdSchema }) },
  async ({ user, params }) => {
    const pdf = await buildReportPdf(user.id, params.processId);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="informe-vocacional-rumbo.pdf"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
