import { z } from "zod";
import { adminListQuerySchema } from "./admin";
import { orderStatuses } from "./payments";

/** The back office's leads, orders, membership information requests and outbox. */
const optionalId = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.coerce.number().int().positive("Elige de la lista.").max(2_147_483_647).optional(),
);
const optionalDay = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Usa una fecha AAAA-MM-DD.")
    .optional(),
);

export const leadListQuerySchema = adminListQuerySchema.extend({
  institutionId: optionalId,
  careerId: optionalId,
  /** Lima days, both included. */
  from: optionalDay,
  to: optionalDay,
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
/** The export takes the same filters, without paging. */
export const leadExportQuerySchema = leadListQuerySchema.omit({ page: true, perPage: true });
export type LeadExportQuery = z.infer<typeof leadExportQuerySchema>;

export const adminLeadSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  origin: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  phoneVerified: z.boolean(),
  institutionId: z.number().int().nullable(),
  institutionName: z.string().nullable(),
  careerId: z.number().int().nullable(),
  careerName: z.string().nullable(),
  description: z.string().nullable(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const orderListQuerySchema = adminListQuerySchema.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(orderStatuses, "Elige un estado de la lista.").optional()),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderStatusLabels: Record<(typeof orderStatuses)[number], string> = {
  created: "Creado",
  pending: "Pendiente",
  approved: "Aprobado",
  rejected: "Rechazado",
  cancelled: "Cancelado",
  refunded: "Reembolsado",
};

/** How the back office names an order's provider: the built-in sandbox's orders are test payments (no money). */
export function orderProviderLabel(provider: string): string {
  return provider === "sandbox" ? "Pago de prueba" : provider === "mercadopago" ? "Mercado Pago" : provider;
}

export const adminOrderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  planSlug: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(orderStatuses),
  provider: z.string(),
  providerCheckoutId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderEventSchema = z.object({
  id: z.number().int(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  source: z.string(),
  providerPaymentId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;

export const adminOrderDetailSchema = adminOrderSchema.extend({
  events: z.array(adminOrderEventSchema),
  memberships: z.array(z.object({ id: z.number().int(), planSlug: z.string(), startsAt: z.string(), endsAt: z.string() })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** `POST /api/admin/orders/{id}/refund`: why (kept in the order's event and the audit log). */
export const refundInputSchema = z.object({
  reason: z.string().trim().max(500, "Puede tener hasta 500 caracteres.").default(""),
});
export type RefundInput = z.input<typeof refundInputSchema>;

export const refundResultSchema = z.object({
  order: adminOrderSchema,
  /** False when the order was already refunded (a replay changes nothing). */
  refundedNow: z.boolean(),
  membershipsEnded: z.number().int(),
  /** Live sessions still to come on those periods, cancelled (the student and the advisor are told). */
  bookingsCancelled: z.number().int(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

export const requestListQuerySchema = adminListQuerySchema.extend({
  state: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["open", "handled"], "Elige un estado de la lista.").optional()),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export const adminMembershipRequestSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userPhone: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type AdminMembershipRequest = z.infer<typeof adminMembershipRequestSchema>;

export const requestPatchSchema = z.object({ handled: z.boolean({ error: "Indica si la solicitud está atendida." }) });
export type RequestPatch = z.input<typeof requestPatchSchema>;

export const adminOutboxItemSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminOutboxItem = z.infer<typeof adminOutboxItemSchema>;
