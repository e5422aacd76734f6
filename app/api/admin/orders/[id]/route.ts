import { orderIdParamsSchema } from "@/lib/contracts/admin-sales";
import { getOrder } from "@/lib/server/admin/orders";
import { handler } from "@/lib/server/handler/handler";

/** An order with its status events and the memberships it granted. */
export const GET = handler({ auth: "admin", params: orderIdParamsSchema }, ({ user, params }) => getOrder(user, params.id));
