import { fairInputSchema } from "@/lib/contracts/admin-fair";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import { createFair, listFairs } from "@/lib/server/admin/fair";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/fairs`: the fair's editions, paged. */
export const GET = handler({ auth: "admin", query: adminListQuerySchema }, ({ user, query }) => listFairs(user, query));

/** `POST /api/admin/fairs` → 201: a new edition. */
export const POST = handler({ auth: "admin", status: 201, body: fairInputSchema }, ({ user, body }) => createFair(user, body));
