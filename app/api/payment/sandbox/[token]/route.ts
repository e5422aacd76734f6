import { sandboxDecisionRequestSchema, tokenParamsSchema } from "@/lib/contracts/payments";
import { handler } from "@/lib/server/http/handler";
import { decideSandboxPayment } from "@/lib/server/payments/orders";

/**
 * `POST /api/payment/sandbox/{token} {outcome}`: the «Modo de prueba» page's buttons, standing for
 * the provider's decision. 404 when PAYMENT_PROVIDER is not `sandbox`.
 */
export const POST = handler({ auth: "required", params: tokenParamsSchema, body: sandboxDecisionRequestSchema }, ({ user, params, body }) =>
  decideSandboxPayment(user, params.token, body.outcome),
);
