import { handler } from "@/lib/server/handler/handler";
import { handleMercadoPagoNotification } from "@/lib/server/payments/mercadopago-webhook";

/**
 * `POST /api/payment/webhook/mercadopago` (the `notification_url` of every preference): the
 * `x-signature` is checked (401 when missing or wrong), the payment is looked up with Mercado
 * Pago and applied to its order once; repeats answer 200 and change nothing.
 */
export const POST = handler({}, ({ req, body }) =>
  handleMercadoPagoNotification({ headers: req.headers, query: new URL(req.url).searchParams, body }),
);
