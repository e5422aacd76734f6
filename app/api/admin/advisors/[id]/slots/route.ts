import { slotInputSchema } from "@/lib/contracts/admin-advisors";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { createSlot, listSlots } from "@/lib/server/admin/advisors";
import { handler } from "@/lib/server/handler/handler";

export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => listSlots(user, params.id));
/** `POST {weekday, startTime, durationMinutes?}` → 201; the same day and time twice is a 409 at `startTime`. */
export const POST = handler({ auth: "admin", params: adminIdParamsSchema, status: 201, body: slotInputSchema }, ({ user, params, body }) =>
  createSlot(user, params.id, body),
);
