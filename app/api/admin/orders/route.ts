import { orderListQuerySchema } from "@/lib/contracts/admin-sales";
import { listOrders } from "@/lib/server/admin/orders";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/orders?status`: orders, paged; search by e-mail, order id or provider reference. */
export const GET = handler({ auth: "admin", query: orderListQuerySchema }, ({ user, query }) => listOrders(user, query));
