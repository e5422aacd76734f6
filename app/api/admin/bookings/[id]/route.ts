import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { cancelBookingAsAdmin } from "@/lib/server/admin/advisors";
import { handler } from "@/lib/server/handler/handler";

/** `DELETE /api/admin/bookings/{id}`: cancels the session (kept as cancelled; idempotent). */
export const DELETE = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => cancelBookingAsAdmin(user, params.id));
