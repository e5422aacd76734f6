import { z } from "zod";
import { MAX_SERIAL, serialId } from "./ids";
import { abilityOptions, activityOptions, careerAreas, discardReasons, MAX_PICKS, qualityOptions } from "@/lib/content/vocational/choices";
import { intelligencesInstrument } from "@/lib/content/vocational/intelligences";
import { interestsCheckedInstrument } from "@/lib/content/vocational/interests";
import { personalityInstrument } from "@/lib/content/vocational/personality";
import { sectionKeys, type SectionKey } from "@/lib/content/vocational/sections";
import { VALUES_TO_RANK, workValueIds } from "@/lib/content/vocational/work-values";
import type { LikertInstrument } from "@/lib/content/vocational/types";

export const sectionKeySchema = z.enum(sectionKeys, { message: "Sección desconocida." });
export const testModeSchema = z.enum(["quick", "full"]);
export type TestMode = z.infer<typeof testModeSchema>;

const rating = z.number().int().min(1, "Elige una opción del 1 al 5.").max(5, "Elige una opción del 1 al 5.").nullable();

/** Answers of a rated instrument: only its own item ids, each 1–5 (null clears an answer). */
function likertAnswers(instrument: LikertInstrument) {
  const ids = new Set(instrument.items.map((i) => i.id));
  return z
    .record(z.string().max(40), rating)
    .refine((answers) => Object.keys(answers).every((id) => ids.has(id)), { message: "Hay preguntas que no pertenecen a este test." });
}

const picks = (options: { id: string }[]) =>
  z
    .array(z.enum(options.map((o) => o.id) as [string, ...string[]], { message: "Opción desconocida." }))
    .max(MAX_PICKS, `Elige como máximo ${MAX_PICKS}.`)
    .refine((a) => new Set(a).size === a.length, { message: "Hay opciones repetidas." });

const careerIdKey = z.string().regex(/^\d{1,9}$/, "Carrera inválida.");
const shortText = z.string().trim().max(1000, "Escribe como máximo 1000 caracteres.");

export const careerFilterSchema = z
  .object({
    levels: z.array(z.enum(["universitaria", "tecnica"])).max(2),
    maxDurationYears: z.number().int().min(1).max(7).nullable(),
    areas: z.array(z.enum(careerAreas.map((a) => a.id) as [string, ...string[]])).max(careerAreas.length),
    regionId: z.number().int().positive().max(MAX_SERIAL).nullable(),
    institutionKind: z.enum(["universidad", "instituto"]).nullable(),
    gestion: z.enum(["publica", "privada"]).nullable(),
    /** Monthly cost cap in soles. */
    maxMonthlyCost: z.number().int().min(0).max(20000).nullable(),
  })
  .partial()
  .strict();
export type CareerFilter = z.infer<typeof careerFilterSchema>;

export const userSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/, "Usa de 3 a 40 letras sin tildes, números o guiones.");

/** What each section accepts. Partial objects: every save merges into what is stored. */
export const sectionAnswerSchemas: Record<SectionKey, z.ZodType<Record<string, unknown>>> = {
  // The quick mode's reversed check statements are saved with the rest (interests.ts interestCheckItems).
  "professional-interest": likertAnswers(interestsCheckedInstrument),
  personality: likertAnswers(personalityInstrument),
  "multiple-intelligence": likertAnswers(intelligencesInstrument),
  "professional-values": z
    .object({
      ranking: z
        .array(z.enum(workValueIds))
        .max(VALUES_TO_RANK, `Elige como máximo ${VALUES_TO_RANK}.`)
        .refine((list) => new Set(list).size === list.length, { message: "Cada valor puede elegirse una sola vez." }),
    })
    .partial()
    .strict(),
  abilities: z
    .object({ selected: picks(abilityOptions) })
    .partial()
    .strict(),
  "unique-qualities": z
    .object({ selected: picks(qualityOptions) })
    .partial()
    .strict(),
  "activities-of-interest": z
    .object({ selected: picks(activityOptions) })
    .partial()
    .strict(),
  "career-world": z
    .object({ areas: z.array(z.enum(careerAreas.map((a) => a.id) as [string, ...string[]])).max(careerAreas.length) })
    .partial()
    .strict(),
  "career-filter": careerFilterSchema,
  discard: z.record(careerIdKey, z.enum(discardReasons.map((r) => r.id) as [string, ...string[]]).nullable()),
  evaluate: z.record(careerIdKey, rating),
  institution: z
    .object({ institutionIds: z.array(serialId()).max(20, "Elige como máximo 20.") })
    .partial()
    .strict(),
  vocation: z.object({ text: shortText }).partial().strict(),
  "challenge-vocation": z.object({ text: shortText }).partial().strict(),
  "your-future": z.object({ text: shortText }).partial().strict(),
  "project-yourself": z.object({ text: shortText }).partial().strict(),
  "decision-time": z
    .object({ careerId: serialId().nullable(), confidence: z.number().int().min(1).max(5).nullable(), note: shortText })
    .partial()
    .strict(),
  "user-slug": z.object({ slug: userSlugSchema, shareEnabled: z.boolean() }).partial().strict(),
  nps: z
    .object({ score: z.number().int().min(0, "Del 0 al 10.").max(10, "Del 0 al 10."), comment: shortText })
    .partial()
    .strict(),
  bonus: z.object({}).strict(),
  final: z.object({ done: z.boolean() }).partial().strict(),
};

/** `PUT /api/vocational/progress/{id}` and `/{id}/reference`: `{ data }` with one section's answers. */
export const progressPayloadSchema = z.object({
  data: z
    .object({
      section: sectionKeySchema,
      answers: z.record(z.string().regex(/^[A-Za-z0-9-]{1,40}$/, "Clave de respuesta inválida."), z.unknown()).default({}),
      /** The item the student is on, to resume there. */
      position: z.number().int().min(0).max(500).optional(),
      mode: testModeSchema.optional(),
    })
    .strict(),
});
export type ProgressPayload = z.input<typeof progressPayloadSchema>;

export const processIdSchema = z.string().uuid("Proceso no encontrado.");
export const processParamsSchema = z.object({ id: processIdSchema });
export const referenceParamsSchema = z.object({ id: z.string().uuid("Referencia inválida.") });

export const questionsParamsSchema = z.object({ id: z.string().max(60) });
export const questionsQuerySchema = z.object({ mode: testModeSchema.optional() });

export const personalityProgressQuerySchema = z.object({
  key: z.enum(["personality", "professional-interest"]).default("personality"),
  fullname: z.string().trim().max(120).optional(),
  processId: z.string().uuid().optional(),
  email: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
  surname: z.string().max(120).optional(),
  career: z.string().max(120).optional(),
  school: z.string().max(200).optional(),
  grade: z.string().max(20).optional(),
});

export const studentAttributeBodySchema = z
  .object({
    name: z.string().trim().min(1, "Falta el nombre del atributo.").max(60),
    attributes: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
    careers: z.array(serialId()).max(50).default([]),
    careersNot: z.array(serialId()).max(200).default([]),
  })
  .strict();
export type StudentAttributeBody = z.input<typeof studentAttributeBodySchema>;
/** The body once parsed (ids as numbers). */
export type StudentAttributeData = z.infer<typeof studentAttributeBodySchema>;

/** `PUT /progress/{id}/share`: the public link on or off and/or its name (slug). */
export const shareSettingsSchema = z.object({
  data: z
    .object({ shareEnabled: z.boolean(), slug: userSlugSchema })
    .partial()
    .strict()
    .refine((d) => d.shareEnabled !== undefined || d.slug !== undefined, { message: "Indica shareEnabled o slug." }),
});

/* ───── Responses ───── */

export const sectionStateSchema = z.object({
  key: sectionKeySchema,
  status: z.enum(["not_started", "in_progress", "completed"]),
  answers: z.record(z.string(), z.unknown()),
  position: z.number().int().nullable(),
  mode: testModeSchema.nullable(),
  answered: z.number().int(),
  total: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type SectionState = z.infer<typeof sectionStateSchema>;

export const processSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  shareEnabled: z.boolean(),
  slug: z.string().nullable(),
  sections: z.record(z.string(), sectionStateSchema),
});
export type ProcessDto = z.infer<typeof processSchema>;

/** A cost summary by the catalogue's one rule (lib/format/catalogue-costs.ts), amounts in céntimos. */
const costGroupSchema = z.object({
  offerings: z.number(),
  withCost: z.number(),
  medianCents: z.number().nullable(),
  minCents: z.number().nullable(),
  maxCents: z.number().nullable(),
  likelyNotMonthly: z.number(),
  period: z.enum(["mensual", "no-mensual", "mixto"]).nullable(),
});

export const suggestionSchema = z.object({
  careerId: z.number(),
  slug: z.string(),
  name: z.string(),
  area: z.string(),
  level: z.enum(["universitaria", "tecnica"]),
  riasecCode: z.string().nullable(),
  score: z.number(),
  interestFit: z.number(),
  reasons: z.array(z.string()),
  /** The same reasons (same order) said in the third person, for a parent, a counsellor or /r/{id}. */
  reasonsOther: z.array(z.string()).optional(),
  /**
   * For each reason (same order), the rule and the facts that produced it: what was cited, her score,
   * her own mean and the margin, the grade, and the career's source. For audits; not shown.
   */
  trace: z
    .array(
      z.object({
        rule: z.string(),
        facts: z.array(
          z.object({
            kind: z.string(),
            id: z.string(),
            score: z.number().optional(),
            mean: z.number().optional(),
            margin: z.number().optional(),
            /** How many answered statements the score rests on. */
            count: z.number().optional(),
            /** The grade word the line says: «mucho», «bastante», or none («plain»). */
            grade: z.enum(["mucho", "bastante", "plain"]).optional(),
            source: z.string().optional(),
          }),
        ),
      }),
    )
    .optional(),
  /** What the reasons cite (types in the career's code, intelligences it uses, values, fields). */
  citations: z
    .object({ types: z.array(z.string()), fields: z.array(z.string()), intelligences: z.array(z.string()), values: z.array(z.string()) })
    .optional(),
  figures: z
    .object({
      careerId: z.number(),
      incomeMedian: z.object({ soles: z.number(), source: z.string(), year: z.number(), note: z.string().optional() }).nullable(),
      duration: z.object({ years: z.number(), source: z.string() }).nullable(),
      cost: z
        .object({
          all: costGroupSchema,
          byGestion: z.object({ publica: costGroupSchema, privada: costGroupSchema }).nullable(),
          source: z.string(),
          year: z.number(),
        })
        .nullable(),
      institutions: z.number(),
    })
    .nullable()
    .optional(),
});
export type SuggestionDto = z.infer<typeof suggestionSchema>;

const scaleResult = z.object({ id: z.string(), name: z.string(), percent: z.number(), meaning: z.string() });
export type ScaleResult = z.infer<typeof scaleResult>;

export const resultSchema = z.object({
  processId: z.string(),
  ready: z.boolean(),
  missing: z.array(z.object({ key: sectionKeySchema, title: z.string(), path: z.string().nullable() })),
  recommended: z.array(z.object({ key: sectionKeySchema, title: z.string(), path: z.string().nullable() })),
  /**
   * The quick mode's choice steps she skipped (empty otherwise): the step as she saw it, the address
   * that opens it again and the sentence the result says («Saltaste «Actividades»: …»).
   */
  skipped: z.array(z.object({ key: sectionKeySchema, title: z.string(), path: z.string(), message: z.string() })),
  mode: testModeSchema.nullable(),
  hollandCode: z.string().nullable(),
  /** The ranking that ordered the suggestions (ranking.ts RANKING_VERSION), so feedback can be split by it. */
  rankingVersion: z.string(),
  /** Interest spread and top score; undifferentiated profiles get their own result page. */
  differentiation: z
    .object({ spread: z.number(), top: z.number(), mean: z.number(), undifferentiated: z.boolean(), message: z.string().nullable() })
    .nullable(),
  /** Set when answers contradict each other (reverse-keyed pairs) or repeat one answer throughout. */
  consistency: z
    .object({
      message: z.string(),
      reviewPath: z.string().nullable(),
      items: z.array(z.string()),
      /** The statements she answered alike although they say the opposite, as she read them («Reparar…», «Trabajar sin…»). */
      pairs: z.array(z.object({ first: z.string(), second: z.string() })),
      /** The affinities are capped at this (ranking.ts CARELESS_CAP) until the answers are reviewed. */
      affinityCap: z.number(),
    })
    .nullable(),
  interests: z.array(scaleResult).nullable(),
  personality: z.array(scaleResult).nullable(),
  intelligences: z.array(scaleResult).nullable(),
  values: z.array(scaleResult).nullable(),
  suggestions: z.array(suggestionSchema),
  discarded: z.array(z.object({ careerId: z.number(), name: z.string(), reason: z.string() })),
  institutions: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  decision: z.object({ careerId: z.number().nullable(), careerName: z.string().nullable(), confidence: z.number().nullable() }).nullable(),
  vocation: z.string().nullable(),
  prizes: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
});
export type ResultDto = z.infer<typeof resultSchema>;
