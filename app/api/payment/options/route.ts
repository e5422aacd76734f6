import { handler } from "@/lib/server/handler/handler";
import { paymentOptions } from "@/lib/server/payments/orders";

/**
 * `GET /api/payment/options`: what the pricing cards offer (card payment on, test or off; the plan one has; pending payments).
 * The test card is offered only to a request from this machine.
 */
export const GET = handler({ auth: "optional" }, ({ user, client }) => paymentOptions(user, client));
