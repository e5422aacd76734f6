import "server-only";
import { notFound } from "../http/errors";
import { getOwnBooking } from "./bookings";
import { bookingIcs, bookingIcsFilename } from "./emails";
import { LIVE_MESSAGES } from "@/lib/content/live/messages";

/** `GET /api/live/bookings/{id}/ics`: the calendar file of one's own confirmed session. */
export async function bookingIcsResponse(userId: string, id: number): Promise<Response> {
  const booking = await getOwnBooking(userId, id);
  if (booking.status === "cancelled") throw notFound(LIVE_MESSAGES.bookingNotFound);
  return new Response(bookingIcs(booking), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${bookingIcsFilename(booking)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
