import { bookingParamsSchema } from "@/lib/contracts/live";
import { handler } from "@/lib/server/handler/handler";
import { cancelOwnBooking, getOwnBooking } from "@/lib/server/live/bookings";

export const GET = handler({ auth: "required", params: bookingParamsSchema }, ({ user, params }) => getOwnBooking(user.id, params.id));

/** Cancels one's own session, at least 24 hours before; someone else's → 404. */
export const DELETE = handler({ auth: "required", params: bookingParamsSchema }, ({ user, params }) =>
  cancelOwnBooking(user.id, params.id),
);
