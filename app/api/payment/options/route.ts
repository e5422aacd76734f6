import { handler } from "@/lib/server/http/handler";
import { paymentOptions } from "@/lib/server/payments/orders";

/** `GET /api/payment/options`: what the pricing cards offer (card payment on, test or off; the plan one has; pending payments). */
export const GET = handler({ auth: "optional" }, ({ user }) => paymentOptions(user));
