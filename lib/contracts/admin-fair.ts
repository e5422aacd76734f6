import { z } from "zod";
import { serialId } from "./ids";
import { adminListQuerySchema } from "./admin";
import { SLUG_PATTERN } from "./slug";

/**
 * The back office's fair: editions (`fairs`), stands (`fair_stands`) and conferences
 * (`fair_conferences`). Dates are typed as Lima wall-clock time («2026-06-06T16:00», the value of
 * an `<input type="datetime-local">`); the server turns them into instants.
 */
export const limaDateTimeSchema = z
  .string({ error: "Indica la fecha y la hora." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Indica la fecha y la hora (hora de Lima).");

const slugSchema = z
  .string({ error: "Indica el identificador." })
  .trim()
  .min(2, "El identificador debe tener al menos 2 caracteres.")
  .max(80, "El identificador puede tener hasta 80 caracteres.")
  .regex(SLUG_PATTERN, "Usa minúsculas, números y guiones (por ejemplo, expo-2026).");

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `Indica ${label}.` })
    .trim()
    .min(min, `Indica ${label}.`)
    .max(max, `Puede tener hasta ${max} caracteres.`);
const optionalText = (max: number) => z.string().trim().max(max, `Puede tener hasta ${max} caracteres.`).default("");

const endsAfterStart = (v: { startsAt?: string; endsAt?: string }, ctx: z.RefinementCtx) => {
  if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt)
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "El fin debe ser después del inicio." });
};

const fairFields = z.object({
  slug: slugSchema,
  name: text("el nombre", 160),
  description: optionalText(4000),
  startsAt: limaDateTimeSchema,
  endsAt: limaDateTimeSchema,
});
export const fairInputSchema = fairFields.superRefine(endsAfterStart);
export type FairInput = z.input<typeof fairInputSchema>;
export const fairPatchSchema = fairFields.partial().superRefine(endsAfterStart);
export type FairPatch = z.input<typeof fairPatchSchema>;

export const adminFairSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The same instants as Lima wall-clock values for the form. */
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  stands: z.number().int(),
  conferences: z.number().int(),
});
export type AdminFair = z.infer<typeof adminFairSchema>;

const highlightsSchema = z
  .array(z.string().trim().min(1, "Cada punto debe tener texto.").max(200, "Cada punto puede tener hasta 200 caracteres."))
  .max(12, "Hasta 12 puntos.")
  .default([]);

const standFields = z.object({
  fairId: serialId("Elige la feria."),
  institutionId: serialId("Elige la institución."),
  headline: text("el titular", 200),
  description: optionalText(4000),
  highlights: highlightsSchema,
  position: z.coerce
    .number({ error: "Indica un número." })
    .int("Indica un número entero.")
    .min(0, "Desde 0.")
    .max(10_000, "Hasta 10 000.")
    .default(0),
});
export const standInputSchema = standFields;
export type StandInput = z.input<typeof standInputSchema>;
export const standPatchSchema = standFields.omit({ fairId: true, institutionId: true }).partial();
export type StandPatch = z.input<typeof standPatchSchema>;

export const adminStandSchema = z.object({
  id: z.number().int(),
  fairId: z.number().int(),
  fairName: z.string(),
  institutionId: z.number().int(),
  institutionName: z.string(),
  headline: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  position: z.number().int(),
  conferences: z.number().int(),
});
export type AdminStand = z.infer<typeof adminStandSchema>;

const optionalUrlOrPath = z
  .string()
  .trim()
  .max(500, "Puede tener hasta 500 caracteres.")
  .refine((v) => v === "" || /^\/[^/\\]/.test(v), "Usa una ruta de este sitio que empiece con «/».")
  .default("");
const optionalVideo = z
  .string()
  .trim()
  .max(500, "Puede tener hasta 500 caracteres.")
  .refine(
    (v) => v === "" || /^https:\/\/(www\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\//.test(v),
    "Usa un enlace https de YouTube.",
  )
  .default("");

const conferenceFields = z.object({
  fairId: serialId("Elige la feria."),
  slug: slugSchema,
  standId: z.preprocess((v) => (v === "" || v === undefined ? null : v), serialId("Elige un stand de la lista.").nullable()),
  title: text("el título", 200),
  author: text("quién expone", 200),
  description: optionalText(4000),
  image: optionalUrlOrPath,
  areas: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,60}$/, "Área no válida."),
    )
    .max(20, "Hasta 20 áreas.")
    .default([]),
  startsAt: limaDateTimeSchema,
  endsAt: limaDateTimeSchema,
  capacity: z.coerce
    .number({ error: "Indica un número." })
    .int("Indica un número entero.")
    .min(1, "Al menos 1 cupo.")
    .max(100_000, "Hasta 100 000 cupos.")
    .nullable()
    .default(null),
  videoUrl: optionalVideo,
});
export const conferenceInputSchema = conferenceFields.superRefine(endsAfterStart);
export type ConferenceInput = z.input<typeof conferenceInputSchema>;
export const conferencePatchSchema = conferenceFields.omit({ fairId: true }).partial().superRefine(endsAfterStart);
export type ConferencePatch = z.input<typeof conferencePatchSchema>;

export const adminConferenceSchema = z.object({
  id: z.number().int(),
  fairId: z.number().int(),
  fairName: z.string(),
  slug: z.string(),
  standId: z.number().int().nullable(),
  institutionName: z.string().nullable(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  areas: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  capacity: z.number().int().nullable(),
  videoUrl: z.string().nullable(),
  enrolled: z.number().int(),
});
export type AdminConference = z.infer<typeof adminConferenceSchema>;

/** Lists of stands and conferences may be narrowed to one fair. */
export const fairChildListQuerySchema = adminListQuerySchema.extend({
  fairId: serialId().optional(),
});
export type FairChildListQuery = z.infer<typeof fairChildListQuerySchema>;
