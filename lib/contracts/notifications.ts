import { z } from "zod";

/** `GET /api/admin/outbox?to=` — what the product has sent (or holds unsent), for admins. */
export const outboxQuerySchema = z.object({
  to: z.string().trim().min(3, "Indica el destinatario.").max(200, "El destinatario es muy largo."),
  limit: z.coerce.number().int().min(1).max(50, "El límite máximo es 50.").default(10),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
