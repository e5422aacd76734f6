import "server-only";
import { notFound } from "../http/errors";
import { webinarIcs, webinarIcsFilename } from "./emails";
import { WEBINAR_MESSAGES } from "./enrol";
import { getWebinar } from "./webinars";

/** `GET /api/webinars/{id}/ics`: the talk as a calendar file (a cancelled one is gone). */
export async function webinarIcsResponse(id: number): Promise<Response> {
  const webinar = await getWebinar(id);
  if (!webinar || webinar.status === "cancelled") throw notFound(WEBINAR_MESSAGES.notFound);
  return new Response(webinarIcs(webinar), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${webinarIcsFilename(webinar)}"`,
      "Cache-Control": "no-store",
    },
  });
}
