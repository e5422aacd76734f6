import {
  confirmPaymentResponseSchema,
  createPaymentResponseSchema,
  membershipStatusSchema,
  orderListSchema,
  paymentOptionsSchema,
  sandboxDecisionResponseSchema,
  type ConfirmPaymentResponse,
  type CreatePaymentResponse,
  type MembershipStatusDto,
  type OrderListItem,
  type PaymentOptions,
  type SandboxDecisionResponse,
  type SandboxOutcome,
} from "@/lib/contracts/payments";
import { planListSchema, type PlanDto } from "@/lib/contracts/plans";
import { api, unwrap } from "./client";

/** `GET /api/plans`: the one plan table. */
export function getPlans(): Promise<PlanDto[]> {
  return unwrap(api.main.get("/plans"), planListSchema);
}

/** `POST /api/payment`: an order for one plan (by id or slug); the answer says where to pay. */
export function createPayment(planId: number | string): Promise<CreatePaymentResponse> {
  return unwrap(api.main.post("/payment", { products: [{ quantity: 1, id: planId }] }), createPaymentResponseSchema);
}

/** `PUT /api/payment {token}`: the return page asks the server to confirm with the provider. */
export function confirmPayment(token: string): Promise<ConfirmPaymentResponse> {
  return unwrap(api.main.put("/payment", { token }), confirmPaymentResponseSchema);
}

/** `GET /api/payment`: the student's own orders. */
export function listPayments(): Promise<OrderListItem[]> {
  return unwrap(api.main.get("/payment"), orderListSchema);
}

/** `GET /api/membership`: the student's membership now. */
export function getMembership(): Promise<MembershipStatusDto> {
  return unwrap(api.main.get("/membership"), membershipStatusSchema);
}

/** `POST /api/payment/sandbox/{token}`: the test provider's buttons (sandbox mode only). */
export function decideSandboxPayment(token: string, outcome: SandboxOutcome): Promise<SandboxDecisionResponse> {
  return unwrap(api.main.post(`/payment/sandbox/${encodeURIComponent(token)}`, { outcome }), sandboxDecisionResponseSchema);
}

/** `GET /api/payment/options`: card payment on, test or off; the plan one has; payments still pending. */
export function getPaymentOptions(): Promise<PaymentOptions> {
  return unwrap(api.main.get("/payment/options"), paymentOptionsSchema);
}
