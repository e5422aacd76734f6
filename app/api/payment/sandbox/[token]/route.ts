import { sandboxDecisionRequestSchema, tokenParamsSchema } from "@/lib/contracts/payments";
import { handler } from "@/lib/server/handler/handler";
import { decideSandboxPayment } from "@/lib/server/payments/sandbox-checkout";

/**
 * `POST /api/payment/sandbox/{token} {outcome}`: the «Modo de prueba» page's buttons, standing for
 * the provider's decision. 404 when the test provider does not serve this request (another provider, card
 * payment off, or a request that did not come from this machine).
 */
export const POST = handler(
  { auth: "required", params: tokenParamsSchema, body: sandboxDecisionRequestSchema },
  ({ user, params, body, client }) => decideSandboxPayment(user, params.token, body.outcome, client),
);
