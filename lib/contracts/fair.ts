import { z } from "zod";
import { serialId } from "./ids";

/** Where a conference is in time, from the server's clock when the list was read. */
export const conferenceStatusSchema = z.enum(["upcoming", "live", "ended"]);
export type ConferenceStatus = z.infer<typeof conferenceStatusSchema>;

export const fairInstitutionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  kind: z.enum(["universidad", "instituto"]),
});
export type FairInstitution = z.infer<typeof fairInstitutionSchema>;

/**
 * A conference of the fair (id, title, author, image, startTime, endTime,
 * startDate, startDateFilter, signed), plus what the screens need: ISO instants, the stand's
 * institution, areas, seats and status. Times and dates are written in the fair's zone (Lima).
 */
export const conferenceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** "16:00" */
  startTime: z.string(),
  endTime: z.string(),
  /** "Sábado 6 de junio" */
  startDate: z.string(),
  /** The day filter value, "6-junio-2026". */
  startDateFilter: z.string(),
  /** The tab label of the schedule, "Sábado 6". */
  dayLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  signed: z.boolean(),
  status: conferenceStatusSchema,
  capacity: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  full: z.boolean(),
  areas: z.array(z.string()),
  hasVideo: z.boolean(),
  institution: fairInstitutionSchema.nullable(),
});
export type Conference = z.infer<typeof conferenceSchema>;

export const conferenceListSchema = z.array(conferenceSchema);

/** `POST /api/conference/student` ({conferenceId}); `track` is the donde-estudiar tracking value. */
export const enrolmentRequestSchema = z.object({
  conferenceId: serialId("Indica la conferencia."),
  track: z
    .string()
    .trim()
    .max(64, "El valor de seguimiento puede tener hasta 64 caracteres.")
    .regex(/^[\w.-]*$/, "El valor de seguimiento no es válido.")
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type EnrolmentRequest = z.input<typeof enrolmentRequestSchema>;

export const enrolmentSchema = z.object({
  id: z.number().int(),
  conferenceId: z.number().int(),
  createdAt: z.string(),
  /** False when this request found an existing enrolment (enrolling twice is one enrolment). */
  created: z.boolean(),
  conference: conferenceSchema,
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const conferenceIdParamsSchema = z.object({
  id: serialId(),
});

/** A day of the fair, for the day filter and the schedule's tabs. */
export type FairDay = { value: string; label: string; longLabel: string };

export type FairSummary = {
  id: number;
  slug: string;
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timezone: string;
  /** "Del 12 al 15 de diciembre de 2026" */
  datesLabel: string;
  days: FairDay[];
};

export type Stand = {
  id: number;
  headline: string;
  description: string;
  highlights: string[];
  institution: FairInstitution & {
    region: string | null;
    website: string | null;
  };
  conferences: Conference[];
};
