import { fairChildListQuerySchema, standInputSchema } from "@/lib/contracts/admin-fair";
import { createStand, listStands } from "@/lib/server/admin/fair-stands";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/fair-stands[?fairId]`: the stands, paged. */
export const GET = handler({ auth: "admin", query: fairChildListQuerySchema }, ({ user, query }) => listStands(user, query));
export const POST = handler({ auth: "admin", status: 201, body: standInputSchema }, ({ user, body }) => createStand(user, body));
