import { bookingRequestSchema } from "@/lib/contracts/live";
import { handler } from "@/lib/server/handler/handler";
import { bookSlot, listOwnBookings } from "@/lib/server/live/bookings";

/** The user's own live sessions (upcoming and past) and what the plan has left. */
export const GET = handler({ auth: "required" }, ({ user }) => listOwnBookings(user.id));

/** Books a slot time (members only); a time already taken → 409. */
export const POST = handler({ auth: "required", body: bookingRequestSchema, status: 201 }, ({ user, body }) => bookSlot(user.id, body));
