import { z } from "zod";

/** An order's status: it only moves by a confirmation the server looked up itself. */
export const orderStatuses = ["created", "pending", "approved", "rejected", "cancelled", "refunded"] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The return pages of the provider (`/order-payment/{status}`); anything else is a 404. */
export const returnStatuses = ["success", "failure", "pending"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/**
 * One product of `POST /api/payment`. `id` is a plan's id
 * or slug from `GET /api/plans`; anything price-like sent along is dropped (zod strips unknown
 * keys): the amount always comes from the server's plan table.
 */
export const paymentProductSchema = z.object({
  id: z.union([z.number().int(), z.string().trim().min(1).max(80)], { error: "Elige un plan." }),
  quantity: z.literal(1, { error: "Cada plan se compra de a uno (cantidad 1)." }),
});

export const createPaymentRequestSchema = z.object({
  products: z.array(paymentProductSchema, { error: "Elige un plan." }).length(1, { error: "Elige un solo plan por pago." }),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

/**
 * 201 of `POST /api/payment`: where to send the browser (the provider's checkout) and the order.
 * 200 with `pending: true` when a payment for that plan is still pending: no new order, the
 * browser goes to that order's page instead (paying twice is blocked).
 */
export const createPaymentResponseSchema = z.object({
  redirect: z.string(),
  orderId: z.string(),
  pending: z.boolean().default(false),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** `PUT /api/payment {token}`: the return page asks the server to confirm with the provider. */
export const confirmPaymentRequestSchema = z.object({
  token: z
    .string({ error: "Falta el código del pago." })
    .trim()
    .min(16, { error: "El código del pago no es válido." })
    .max(200, { error: "El código del pago no es válido." }),
});
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

/** The membership as the payment answers give it. */
export const paymentMembershipSchema = z.object({
  active: z.boolean(),
  /** The running plan's slug, or null. */
  plan: z.string().nullable(),
  /** When the last paid period ends (ISO), or null. */
  endsAt: z.string().nullable(),
});

export const confirmPaymentResponseSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  membership: paymentMembershipSchema,
  /** The order's plan (slug), its name and live sessions, and what was charged: for the return page. */
  plan: z.string(),
  planName: z.string(),
  sessions: z.number().int(),
  amountCents: z.number().int(),
  currency: z.literal("PEN"),
  /** A test payment (the built-in sandbox provider): no money moved. */
  test: z.boolean().default(false),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;

/** One row of `GET /api/payment` (the student's own orders, newest first). */
export const orderListItemSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  amountCents: z.number().int(),
  currency: z.literal("PEN"),
  plan: z.string(),
  planName: z.string(),
  createdAt: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderListSchema = z.array(orderListItemSchema);

/** One line of a membership: the paid plan («plan»: orders and alliance gifts) or the school's access («school»). */
export const membershipLineSchema = z.object({
  kind: z.enum(["plan", "school"]),
  plan: z.string(),
  planName: z.string(),
  /** When this line ends (ISO): each line has its own end. */
  endsAt: z.string(),
  sessionsIncluded: z.number().int(),
});
export type MembershipLineDto = z.infer<typeof membershipLineSchema>;

/**
 * `GET /api/membership`: the logged-in student's membership right now. The top-level fields are
 * the paid plan's when one runs (else the school's); `lines` lists each line running now.
 */
export const membershipStatusSchema = z.object({
  active: z.boolean(),
  plan: z.string().nullable(),
  planName: z.string().nullable(),
  endsAt: z.string().nullable(),
  sessionsIncluded: z.number().int(),
  lines: z.array(membershipLineSchema).default([]),
});
export type MembershipStatusDto = z.infer<typeof membershipStatusSchema>;

/** `POST /api/payment/sandbox/{token}`: the test provider's decision (only with PAYMENT_PROVIDER=sandbox). */
export const sandboxOutcomes = ["approved", "rejected", "pending"] as const;
export const sandboxDecisionRequestSchema = z.object({
  outcome: z.enum(sandboxOutcomes, { error: "Elige aprobar, rechazar o dejar pendiente." }),
});
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

export const sandboxDecisionResponseSchema = z.object({
  orderId: z.string(),
  outcome: z.enum(sandboxOutcomes),
  status: orderStatusSchema,
  /** Where the browser goes next: `/order-payment/{success|failure|pending}?token=…`. */
  redirect: z.string(),
});
export type SandboxDecisionResponse = z.infer<typeof sandboxDecisionResponseSchema>;

export const tokenParamsSchema = z.object({ token: z.string().min(16).max(200) });

/** Which return page a status belongs to. */
export function returnStatusFor(status: OrderStatus | SandboxOutcome): ReturnStatus {
  if (status === "approved") return "success";
  if (status === "pending" || status === "created") return "pending";
  return "failure";
}

/** How the plans can be paid by card here: a real provider, the built-in test one (no money), or not at all. */
export const cardPaymentSchema = z.enum(["live", "test", "off"]);
export type CardPaymentMode = z.infer<typeof cardPaymentSchema>;

/**
 * `GET /api/payment/options`: what the pricing cards offer this visitor. `current`: the paid plan
 * running now (paying for it again renews it from `endsAt`); `pending`: the visitor's payments
 * still pending, by plan (paying that plan again is blocked, the card links to the order).
 */
export const paymentOptionsSchema = z.object({
  card: cardPaymentSchema,
  current: z.object({ plan: z.string(), planName: z.string(), endsAt: z.string() }).nullable(),
  pending: z.array(z.object({ orderId: z.string(), plan: z.string(), redirect: z.string() })),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;
