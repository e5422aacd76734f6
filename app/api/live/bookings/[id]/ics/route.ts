import { bookingParamsSchema } from "@/lib/contracts/live";
import { handler } from "@/lib/server/handler/handler";
import { bookingIcsResponse } from "@/lib/server/live/ics-response";

/** The calendar file of one's own session (a plain link: the browser downloads it). */
export const GET = handler({ auth: "required", params: bookingParamsSchema }, ({ user, params }) => bookingIcsResponse(user.id, params.id));
