import { slotsQuerySchema } from "@/lib/contracts/live";
import { handler } from "@/lib/server/handler/handler";
import { listFreeSlots } from "@/lib/server/live/slots";

/** The free times of the next days (Lima), from the advisors' weekly slots minus bookings. */
export const GET = handler({ auth: "required", query: slotsQuerySchema }, ({ query }) => listFreeSlots(query));
