import { bookingListQuerySchema } from "@/lib/contracts/admin-advisors";
import { listBookings } from "@/lib/server/admin/advisors";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/bookings?advisorId&status&from&to`: members' live sessions (Lima days). */
export const GET = handler({ auth: "admin", query: bookingListQuerySchema }, ({ user, query }) => listBookings(user, query));
