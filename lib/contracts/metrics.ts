import { z } from "zod";

/** Events per request (the browser sends batches of a few). */
export const METRICS_MAX_EVENTS = 50;
export const METRICS_MAX_PROPS = 10;

/** Names the browser and the server use (the contract accepts any snake_case name). */
export const metricEventNames = [
  "pricing_viewed",
  "payment_modal_opened",
  "payment_pending",
  "test_started",
  "section_completed",
  "test_finished",
  "lead_sent",
  "fair_enrolment",
  "suggestion_feedback",
] as const;

/**
 * `suggestion_feedback`: what a student said of one suggestion of her result. Props:
 * career (slug), rank (1–10), mode (quick | full), ranking_version (ranking.ts RANKING_VERSION),
 * verdict, and reason (one of discardReasons) when she gave one. A
 * discard from the result's list is recorded as the verdict "discarded": both count as not accepted.
 */
export const suggestionVerdicts = ["interested", "not_for_me", "discarded"] as const;
export type SuggestionVerdict = (typeof suggestionVerdicts)[number];

/** Facts only the server records (type "server"). */
export const serverEventNames = [
  "register",
  "test_finished",
  "lead_verified",
  "order_approved",
  // Chat with a specialist: props `role`, and `reply_seconds` on a specialist's reply.
  "chat_conversation_started",
  "chat_message",
  "chat_reply",
  "webinar_enrolled",
  "webinar_attended",
  "community_question_asked",
  "community_answer_posted",
] as const;
export type ServerEventName = (typeof serverEventNames)[number];

const emailLike = /[^\s@]+@[^\s@]+/;
/** Seven or more digits, possibly split by spaces, dots, dashes or brackets: a phone or a document. */
const phoneLike = /(?:\d[\s().-]*){7,}/;

/**
 * Whether a value, whatever its type, may be personal data: text with an e-mail or seven digits
 * or more (a phone, a DNI, a card), or a number of seven integer digits or more (987654321 sent
 * as a JSON number is the same phone as "987654321").
 */
export function looksPersonal(value: unknown): boolean {
  if (typeof value === "number") return !Number.isFinite(value) || Math.abs(value) >= 1_000_000;
  if (typeof value === "string") return emailLike.test(value) || phoneLike.test(value);
  return false;
}

const personalMessage = "Sin datos personales (correos, teléfonos o documentos).";

/** A prop value: a short scalar. No markup, nothing that looks like an e-mail, a phone or a document number. */
export const metricPropValueSchema = z.union([
  z
    .string()
    .max(100)
    .refine((v) => !/[<>]/.test(v), "Sin etiquetas HTML.")
    .refine((v) => !looksPersonal(v), personalMessage),
  z
    .number()
    .finite()
    .refine((v) => !looksPersonal(v), personalMessage),
  z.boolean(),
]);

export const metricPropsSchema = z
  .record(
    z
      .string()
      .regex(/^[a-z0-9_]{1,32}$/, "Claves en minúsculas, dígitos o _ (hasta 32).")
      .refine((k) => !looksPersonal(k), personalMessage),
    metricPropValueSchema,
  )
  .refine((p) => Object.keys(p).length <= METRICS_MAX_PROPS, `Hasta ${METRICS_MAX_PROPS} propiedades.`);

export type MetricProps = Record<string, string | number | boolean>;

const eventName = z.string().regex(/^[a-z0-9_]{1,64}$/, "Nombre en minúsculas, dígitos o _.");

const base = {
  /** The page's path, starting with "/" (a query or hash is dropped before storing). */
  path: z.string().min(1).max(512).startsWith("/"),
  /** document.referrer; only an external host is kept. */
  referrer: z.string().max(1000).optional(),
  /** When it happened (ms since epoch); the server's clock is used when missing or implausible. */
  ts: z.number().int().positive().optional(),
  props: metricPropsSchema.optional(),
};

export const metricEventSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("page_change"), name: eventName.optional(), ...base }),
  z.strictObject({ type: z.literal("event"), name: eventName, ...base }),
]);
export type MetricEventInput = z.infer<typeof metricEventSchema>;

export const metricsBatchSchema = z.strictObject({
  events: z.array(metricEventSchema).min(1).max(METRICS_MAX_EVENTS),
});
export type MetricsBatch = z.infer<typeof metricsBatchSchema>;

export const metricsAcceptedSchema = z.object({ accepted: z.number().int() });

/* ───────────── Reading (admin) ───────────── */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Fecha AAAA-MM-DD.");
const segment = z
  .string()
  .trim()
  .max(64)
  .regex(/^[\w.-]*$/)
  .optional()
  .transform((v) => (v ? v : undefined));

export const metricsQuerySchema = z
  .object({ from: isoDay, to: isoDay, campaign: segment, exp: segment })
  .refine((q) => q.from <= q.to, { message: "La fecha inicial debe ser anterior a la final.", path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 400, { message: "Hasta 400 días.", path: ["to"] });
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

export const funnelStepNames = [
  "visit",
  "register",
  "test_started",
  "test_finished",
  "pricing_viewed",
  "payment_started",
  "payment_approved",
] as const;
export type FunnelStepName = (typeof funnelStepNames)[number];

export const funnelSchema = z.object({ steps: z.array(z.object({ name: z.enum(funnelStepNames), count: z.number().int() })) });
export type Funnel = z.infer<typeof funnelSchema>;
