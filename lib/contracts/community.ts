import { z } from "zod";
import { RULE_MESSAGES, ruleViolation } from "@/lib/content/community/rules";
import { adminListQuerySchema } from "./admin";
import { serialId } from "./ids";

/**
 * The community: questions and answers about careers, institutions, admissions and
 * student life. Texts are checked against the safety rules (no phones, e-mails, outside chats or
 * insults) here, so the form and the API give the same message at the same field.
 */
const safeText = (label: string, min: number, max: number) =>
  z
    .string({ error: `Escribe ${label}.` })
    .trim()
    .min(min, `Escribe ${label} (al menos ${min} caracteres).`)
    .max(max, `Puede tener hasta ${max} caracteres.`)
    .superRefine((value, ctx) => {
      const broken = ruleViolation(value);
      if (broken) ctx.addIssue({ code: "custom", message: RULE_MESSAGES[broken] });
    });

const optionalSlug = z
  .string()
  .trim()
  .max(160)
  .regex(/^[a-z0-9-]*$/, "Elige una opción de la lista.")
  .optional()
  .transform((v) => (v ? v : undefined));

export const questionInputSchema = z.object({
  title: safeText("tu pregunta", 10, 150),
  body: safeText("los detalles", 20, 3000),
  careerSlug: optionalSlug,
  institutionSlug: optionalSlug,
});
export type QuestionInput = z.input<typeof questionInputSchema>;

export const answerInputSchema = z.object({ body: safeText("tu respuesta", 20, 3000) });
export type AnswerInput = z.input<typeof answerInputSchema>;

export const voteInputSchema = z.object({ answerId: serialId().optional() });
export const acceptInputSchema = z.object({ answerId: serialId() });

export const reportReasons = ["datos-personales", "acoso", "contenido-inapropiado", "spam", "otro"] as const;
export const reportReasonLabels: Record<(typeof reportReasons)[number], string> = {
  "datos-personales": "Comparte datos personales",
  acoso: "Acoso o insultos",
  "contenido-inapropiado": "Contenido inapropiado",
  spam: "Publicidad o spam",
  otro: "Otro motivo",
};
export const reportInputSchema = z.object({
  kind: z.enum(["question", "answer"]),
  id: serialId(),
  reason: z.enum(reportReasons, { error: "Elige un motivo." }),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const questionIdParamsSchema = z.object({ id: serialId() });

export const questionSorts = ["new", "useful"] as const;
export const questionListQuerySchema = z.object({
  career: z.string().trim().max(160).optional().catch(undefined),
  institution: z.string().trim().max(160).optional().catch(undefined),
  q: z.string().trim().max(120).optional().catch(undefined),
  sort: z.enum(questionSorts).optional().catch(undefined),
  /** `1`: only questions without a published answer (what specialists and ambassadors look for). */
  unanswered: z.enum(["1"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export const postStatusSchema = z.enum(["pending", "published", "rejected"]);
export type PostStatus = z.infer<typeof postStatusSchema>;

/** Who wrote a post, as shown: first name and initial, or a specialist / ambassador with their credentials. */
export const communityAuthorSchema = z.object({
  /** «Lucía Q.» */
  name: z.string(),
  role: z.enum(["student", "parent", "specialist", "ambassador", "team"]),
  /** «Orientadora vocacional», «Embajadora · Estudiante de Medicina Humana»… */
  badge: z.string().nullable(),
  institution: z.object({ slug: z.string(), name: z.string() }).nullable(),
  career: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

export const questionSummarySchema = z.object({
  id: z.number().int(),
  /** The public page's path segment, «12-como-es-estudiar-medicina». */
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  status: postStatusSchema,
  answers: z.number().int(),
  votes: z.number().int(),
  createdAt: z.string(),
  author: communityAuthorSchema,
  career: z.object({ slug: z.string(), name: z.string() }).nullable(),
  institution: z.object({ slug: z.string(), name: z.string() }).nullable(),
  hasAccepted: z.boolean(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

export const answerSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  status: postStatusSchema,
  votes: z.number().int(),
  voted: z.boolean(),
  accepted: z.boolean(),
  createdAt: z.string(),
  author: communityAuthorSchema,
  mine: z.boolean(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionDetailSchema = questionSummarySchema.extend({
  voted: z.boolean(),
  mine: z.boolean(),
  rejectReason: z.string().nullable(),
  answerList: z.array(answerSchema),
  /** What the caller may do here. */
  can: z.object({ answer: z.boolean(), accept: z.boolean(), vote: z.boolean() }),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const postCreatedSchema = z.object({ id: z.number().int(), status: postStatusSchema });
export type PostCreated = z.infer<typeof postCreatedSchema>;
export const voteResultSchema = z.object({ votes: z.number().int(), voted: z.boolean() });
export type VoteResult = z.infer<typeof voteResultSchema>;

/* ───────────── back office ───────────── */

export const moderationKindSchema = z.enum(["questions", "answers"]);
export const moderationParamsSchema = z.object({ kind: moderationKindSchema, id: serialId() });
export const rejectInputSchema = z.object({
  reason: z
    .string({ error: "Explica el motivo." })
    .trim()
    .min(5, "Explica el motivo (al menos 5 caracteres): lo recibe quien lo escribió.")
    .max(500, "Puede tener hasta 500 caracteres."),
});
export type RejectInput = z.input<typeof rejectInputSchema>;
export const suspendInputSchema = z.object({
  reason: z.string({ error: "Explica el motivo." }).trim().min(5, "Explica el motivo (al menos 5 caracteres).").max(500),
  suspended: z.boolean().default(true),
});
export type SuspendInput = z.input<typeof suspendInputSchema>;

export const queueQuerySchema = adminListQuerySchema.extend({
  kind: z.enum(["question", "answer"]).optional().catch(undefined),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

export const queueItemSchema = z.object({
  kind: z.enum(["question", "answer"]),
  id: z.number().int(),
  questionId: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: postStatusSchema,
  reports: z.number().int(),
  reportReasons: z.array(z.string()),
  createdAt: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  authorSuspended: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const ambassadorInputSchema = z.object({
  email: z.string({ error: "Indica el correo de su cuenta." }).trim().toLowerCase().email("Indica un correo válido."),
  institutionId: z.coerce.number({ error: "Elige la institución." }).int().positive("Elige la institución."),
  careerId: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce.number().int().positive("Elige una carrera de la lista.").nullable(),
  ),
  kind: z.enum(["estudiante", "egresado"], { error: "Elige si estudia o egresó." }),
});
export type AmbassadorInput = z.input<typeof ambassadorInputSchema>;
export const ambassadorPatchSchema = z.object({ active: z.boolean() });

export const adminAmbassadorSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  institutionName: z.string(),
  careerName: z.string().nullable(),
  kind: z.string(),
  active: z.boolean(),
  answers: z.number().int(),
  verifiedAt: z.string(),
});
export type AdminAmbassador = z.infer<typeof adminAmbassadorSchema>;
