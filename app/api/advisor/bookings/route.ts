import { bookingListQuerySchema } from "@/lib/contracts/admin-advisors";
import { listOwnAdvisorBookings } from "@/lib/server/admin/advisors";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/advisor/bookings`: the signed-in advisor's own sessions (403 for any other account). */
export const GET = handler({ auth: "required", query: bookingListQuerySchema }, ({ user, query }) => listOwnAdvisorBookings(user, query));
