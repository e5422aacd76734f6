import { z } from "zod";

/** One plan as `GET /api/plans` gives it (amounts in céntimos, PEN). */
export const planSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  currency: z.literal("PEN"),
  /** `unico`: one payment for the period below; `mes`: per month. */
  period: z.enum(["unico", "mes"]),
  /** Live 60-minute sessions with an advisor included each period. */
  sessions: z.number().int(),
  /** How long one payment keeps the membership active, in days. */
  days: z.number().int(),
  features: z.array(z.string()),
});
export type PlanDto = z.infer<typeof planSchema>;
export const planListSchema = z.array(planSchema);
