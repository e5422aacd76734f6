import { z } from "zod";
import { adminListQuerySchema } from "./admin";
import { limaDateTimeSchema } from "./admin-fair";
import { serialId } from "./ids";
import { SLUG_PATTERN } from "./slug";

/**
 * Webinars: Rumbo's online talks on its three programmes and on admissions.
 * `GET /api/webinars` answers `{data:[Webinar]}`; enrolment is `POST`/`DELETE
 * /api/webinars/{id}/enrolment`.
 */
export const webinarPrograms = ["orientacion-vocacional", "autoestima-confianza", "habilidades-blandas", "admision"] as const;
export const webinarProgramSchema = z.enum(webinarPrograms);
export type WebinarProgram = z.infer<typeof webinarProgramSchema>;

export const webinarProgramLabels: Record<WebinarProgram, string> = {
  "orientacion-vocacional": "Orientación Vocacional",
  "autoestima-confianza": "Autoestima - Confianza",
  "habilidades-blandas": "Habilidades Blandas",
  admision: "Admisión",
};

/** Where a talk is in time: `upcoming`, `live` (between start and end), `ended`, or `cancelled` by the team. */
export const webinarStatusSchema = z.enum(["upcoming", "live", "ended", "cancelled"]);
export type WebinarStatus = z.infer<typeof webinarStatusSchema>;

export { JOIN_OPENS_MINUTES } from "@/lib/config/webinars";

export const webinarSpeakerSchema = z.object({
  name: z.string(),
  title: z.string(),
  /** An advisor of Rumbo or an institution of the catalogue. */
  kind: z.enum(["advisor", "institution"]),
  institution: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type WebinarSpeaker = z.infer<typeof webinarSpeakerSchema>;

/** One talk as the list and its page see it (ISO instants; the labels are Lima time). */
export const webinarSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  program: webinarProgramSchema,
  programLabel: z.string(),
  speaker: webinarSpeakerSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** «Sábado 6 de junio» and «4:00 p. m.» in Lima. */
  dateLabel: z.string(),
  timeLabel: z.string(),
  durationMinutes: z.number().int(),
  capacity: z.number().int().nullable(),
  /** Null when there is no limit. */
  seatsLeft: z.number().int().nullable(),
  membersOnly: z.boolean(),
  enrolled: z.boolean(),
  status: webinarStatusSchema,
  /** The enrolled may join now (from 15 minutes before until the end) and the room is set. */
  canJoin: z.boolean(),
  /** The recording's embeddable player (youtube-nocookie), once the talk ended. */
  recordingEmbed: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type Webinar = z.infer<typeof webinarSchema>;
export const webinarListSchema = z.array(webinarSchema);

export const webinarListQuerySchema = z.object({
  program: webinarProgramSchema.optional().catch(undefined),
});
export type WebinarListQuery = z.infer<typeof webinarListQuerySchema>;

/** The public list page's query: `?programa=`. */
export const webinarPageQuerySchema = z.object({
  programa: webinarProgramSchema.optional().catch(undefined),
});

export const webinarIdParamsSchema = z.object({ id: serialId() });

export const webinarEnrolmentSchema = z.object({
  webinarId: z.number().int(),
  enrolled: z.boolean(),
  /** false when the student was already enrolled (200) or had already left. */
  created: z.boolean(),
  webinar: webinarSchema,
});
export type WebinarEnrolment = z.infer<typeof webinarEnrolmentSchema>;

/* ───────────── back office ───────────── */

const slugSchema = z
  .string({ error: "Indica el identificador." })
  .trim()
  .min(2, "El identificador debe tener al menos 2 caracteres.")
  .max(80, "El identificador puede tener hasta 80 caracteres.")
  .regex(SLUG_PATTERN, "Usa minúsculas, números y guiones (por ejemplo, como-elegir-carrera).");

const httpsUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, "Puede tener hasta 500 caracteres.")
    .refine((v) => v === "" || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), message)
    .default("");

const optionalId = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z.coerce.number().int().positive("Elige uno de la lista.").nullable(),
);

const webinarFields = z.object({
  slug: slugSchema,
  title: z.string({ error: "Indica el título." }).trim().min(3, "Indica el título.").max(200, "Puede tener hasta 200 caracteres."),
  description: z.string().trim().max(4000, "Puede tener hasta 4000 caracteres.").default(""),
  program: z.enum(webinarPrograms, { error: "Elige el programa." }),
  advisorId: optionalId,
  institutionId: optionalId,
  speakerName: z
    .string({ error: "Indica quién expone." })
    .trim()
    .min(2, "Indica quién expone.")
    .max(160, "Puede tener hasta 160 caracteres."),
  speakerTitle: z.string().trim().max(200, "Puede tener hasta 200 caracteres.").default(""),
  startsAt: limaDateTimeSchema,
  endsAt: limaDateTimeSchema,
  capacity: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce.number({ error: "Indica un número." }).int("Indica un número entero.").min(1, "Al menos 1.").max(100_000).nullable(),
  ),
  membersOnly: z.boolean().default(false),
  joinUrl: httpsUrl("Usa un enlace https (Zoom, Meet, YouTube…)."),
  recordingUrl: z
    .string()
    .trim()
    .max(500, "Puede tener hasta 500 caracteres.")
    .refine(
      (v) => v === "" || /^https:\/\/(www\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\//.test(v),
      "Usa un enlace https de YouTube.",
    )
    .default(""),
});

const endsAfterStart = (v: { startsAt?: string; endsAt?: string }, ctx: z.RefinementCtx) => {
  if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt)
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "El fin debe ser después del inicio." });
};

export const webinarInputSchema = webinarFields.superRefine(endsAfterStart);
export type WebinarInput = z.input<typeof webinarInputSchema>;
export const webinarPatchSchema = webinarFields.partial().superRefine(endsAfterStart);
export type WebinarPatch = z.input<typeof webinarPatchSchema>;

export const webinarCancelSchema = z.object({
  reason: z
    .string({ error: "Cuéntales a los inscritos por qué." })
    .trim()
    .min(5, "Cuéntales a los inscritos por qué (al menos 5 caracteres).")
    .max(500, "Puede tener hasta 500 caracteres."),
});
export type WebinarCancel = z.infer<typeof webinarCancelSchema>;

export const adminWebinarListQuerySchema = adminListQuerySchema.extend({
  program: webinarProgramSchema.optional().catch(undefined),
  when: z.enum(["upcoming", "past", "all"]).optional().catch(undefined),
});
export type AdminWebinarListQuery = z.infer<typeof adminWebinarListQuerySchema>;

export const adminWebinarSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  program: webinarProgramSchema,
  advisorId: z.number().int().nullable(),
  institutionId: z.number().int().nullable(),
  institutionName: z.string().nullable(),
  speakerName: z.string(),
  speakerTitle: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  capacity: z.number().int().nullable(),
  membersOnly: z.boolean(),
  joinUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  status: z.enum(["scheduled", "cancelled"]),
  cancelReason: z.string().nullable(),
  enrolled: z.number().int(),
  attended: z.number().int(),
});
export type AdminWebinar = z.infer<typeof adminWebinarSchema>;
