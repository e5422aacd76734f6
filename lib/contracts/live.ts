import { z } from "zod";
import { LIMA_TIME_ZONE } from "@/lib/format/dates";
import { serialId } from "./ids";
import { membershipLineSchema } from "./payments";

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** `GET /api/live/slots?from=YYYY-MM-DD&days=14[&advisorId=]`: free times of the next days. */
export const slotsQuerySchema = z.object({
  from: z
    .string()
    .regex(isoDay, { message: "Indica la fecha como AAAA-MM-DD.", abort: true })
    .refine((v) => {
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
    }, "La fecha no existe.")
    .optional(),
  days: z.coerce
    .number({ error: "Indica cuántos días." })
    .int("Indica cuántos días.")
    .min(1, "Al menos 1 día.")
    .max(31, "Como máximo 31 días.")
    .default(14),
  advisorId: serialId().optional(),
});
export type SlotsQuery = z.input<typeof slotsQuerySchema>;

export const advisorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
});
export type Advisor = z.infer<typeof advisorSchema>;

/** One concrete free time: the instant (ISO, UTC) and how it reads in Lima. */
export const freeSlotSchema = z.object({
  advisorId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Lima day, "2026-11-30". */
  date: z.string(),
  /** Lima time, "16:00". */
  time: z.string(),
  /** "Lunes 30 de noviembre" */
  dateLabel: z.string(),
  /** "4:00 p. m." */
  timeLabel: z.string(),
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;

export const slotsSchema = z.object({
  timeZone: z.literal(LIMA_TIME_ZONE),
  from: z.string(),
  days: z.number().int(),
  /** Times closer than this are not offered (hours). */
  minNoticeHours: z.number().int(),
  advisors: z.array(advisorSchema),
  slots: z.array(freeSlotSchema),
});
export type Slots = z.infer<typeof slotsSchema>;

/** `POST /api/live/bookings`. */
export const bookingRequestSchema = z.object({
  advisorId: z.coerce
    .number({ error: "Elige con quién quieres la sesión." })
    .int("Elige con quién quieres la sesión.")
    .positive("Elige con quién quieres la sesión."),
  startsAt: z.iso.datetime({ offset: true, error: "Elige un horario de la lista." }),
  note: z.string().trim().max(500, "Tu mensaje puede tener hasta 500 caracteres.").optional(),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const bookingStatusSchema = z.enum(["confirmed", "cancelled", "done"]);

export const bookingSchema = z.object({
  id: z.number().int(),
  advisor: advisorSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  dateLabel: z.string(),
  /** "4:00 p. m. a 5:00 p. m." */
  timeLabel: z.string(),
  status: bookingStatusSchema,
  note: z.string().nullable(),
  /** Upcoming (not ended and confirmed) vs past/cancelled, from the server's clock. */
  upcoming: z.boolean(),
  /** Whether it may still be cancelled (confirmed and ≥ 24 h ahead). */
  cancellable: z.boolean(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** What the member's plan allows in the running period. */
export const allowanceSchema = z.object({
  member: z.boolean(),
  plan: z.string().nullable(),
  planName: z.string().nullable(),
  endsAt: z.string().nullable(),
  sessionsIncluded: z.number().int(),
  sessionsUsed: z.number().int(),
  sessionsLeft: z.number().int(),
  /** Each membership line running now (paid plan, school access), each with its own end. */
  lines: z.array(membershipLineSchema).default([]),
});
export type Allowance = z.infer<typeof allowanceSchema>;

/** `GET /api/live/bookings`. */
export const bookingListSchema = z.object({
  allowance: allowanceSchema,
  upcoming: z.array(bookingSchema),
  past: z.array(bookingSchema),
});
export type BookingList = z.infer<typeof bookingListSchema>;

export const bookingParamsSchema = z.object({ id: serialId() });

/** `POST /api/live/review-requests`: a written review of the result by an advisor. */
export const reviewRequestSchema = z.object({
  note: z.string().trim().max(1000, "Tu mensaje puede tener hasta 1000 caracteres.").optional().default(""),
});
export type ReviewRequestInput = z.input<typeof reviewRequestSchema>;

export const reviewStatusSchema = z.enum(["open", "done", "cancelled"]);

export const reviewSchema = z.object({
  id: z.number().int(),
  status: reviewStatusSchema,
  note: z.string(),
  response: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);
