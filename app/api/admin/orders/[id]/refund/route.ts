import { orderIdParamsSchema, refundInputSchema } from "@/lib/contracts/admin-sales";
import { refundOrder } from "@/lib/server/admin/orders";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/admin/orders/{id}/refund {reason?}`: approved → refunded and its membership ends; a replay changes nothing. */
export const POST = handler({ auth: "admin", params: orderIdParamsSchema, body: refundInputSchema }, ({ user, params, body }) =>
  refundOrder(user, params.id, body),
);
