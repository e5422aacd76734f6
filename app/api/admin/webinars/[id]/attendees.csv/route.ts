import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { webinarAttendeesCsv } from "@/lib/server/admin/webinars";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/webinars/{id}/attendees.csv`: the enrolled and whether they joined. */
export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, async ({ user, params }) => {
  const { filename, csv } = await webinarAttendeesCsv(user, params.id);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
});
