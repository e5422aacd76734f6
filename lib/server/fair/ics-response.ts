import "server-only";
import { notFound } from "../http/errors";
import { getConference } from "./conferences";
import { conferenceIcs, icsFilename } from "./emails";
import { NOT_FOUND_MESSAGE } from "./enrol";

export async function conferenceIcsResponse(id: number): Promise<Response> {
  const conference = await getConference(id);
  if (!conference) throw notFound(NOT_FOUND_MESSAGE);
  return new Response(conferenceIcs(conference), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${icsFilename(conference)}"`,
      "Cache-Control": "no-store",
    },
  });
}
