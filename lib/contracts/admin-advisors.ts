import { z } from "zod";
import { serialId } from "./ids";
import { adminListQuerySchema } from "./admin";
import { isLiveSessionTime, liveSessionHoursMessage } from "@/lib/config/live-hours";

/** The back office's advisors, their weekly slots (Lima time) and the members' live sessions. */
const advisorFields = z.object({
  name: z.string({ error: "Indica el nombre." }).trim().min(2, "Indica el nombre.").max(120, "Puede tener hasta 120 caracteres."),
  title: z
    .string({ error: "Indica el cargo." })
    .trim()
    .min(2, "Indica el cargo (por ejemplo, «Psicóloga»).")
    .max(120, "Puede tener hasta 120 caracteres."),
  bio: z.string().trim().max(2000, "Puede tener hasta 2000 caracteres.").default(""),
  email: z
    .string()
    .trim()
    .max(200, "Puede tener hasta 200 caracteres.")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Escribe un correo válido.")
    .default(""),
  active: z.boolean().default(true),
});
export const advisorInputSchema = advisorFields;
export type AdvisorInput = z.input<typeof advisorInputSchema>;
export const advisorPatchSchema = advisorFields.partial();
export type AdvisorPatch = z.input<typeof advisorPatchSchema>;

/** Gives an advisor a login: the e-mail of an existing account, or null to take it away. */
export const advisorLoginSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(200, "Puede tener hasta 200 caracteres.")
    .pipe(z.union([z.literal(""), z.email("Escribe un correo válido.")])),
});
export type AdvisorLoginInput = z.input<typeof advisorLoginSchema>;

export const adminAdvisorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  email: z.string().nullable(),
  active: z.boolean(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  slots: z.number().int(),
  upcoming: z.number().int(),
});
export type AdminAdvisor = z.infer<typeof adminAdvisorSchema>;

export const weekdayLabels = ["", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"] as const;

const slotFields = z.object({
  weekday: z.coerce.number({ error: "Elige el día." }).int("Elige el día.").min(1, "Elige el día.").max(7, "Elige el día."),
  startTime: z
    .string({ error: "Indica la hora." })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Indica la hora como HH:MM (hora de Lima)."),
  durationMinutes: z.coerce
    .number({ error: "Indica los minutos." })
    .int("Indica minutos enteros.")
    .min(15, "Al menos 15 minutos.")
    .max(240, "Hasta 240 minutos.")
    .default(60),
  active: z.boolean().default(true),
});
export const slotInputSchema = slotFields.refine((slot) => isLiveSessionTime(slot.weekday, slot.startTime), {
  path: ["startTime"],
  error: liveSessionHoursMessage,
});
export type SlotInput = z.input<typeof slotInputSchema>;
export const slotPatchSchema = slotFields.partial();
export type SlotPatch = z.input<typeof slotPatchSchema>;

export const adminSlotSchema = z.object({
  id: z.number().int(),
  advisorId: z.number().int(),
  weekday: z.number().int(),
  weekdayLabel: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  active: z.boolean(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;

export const slotParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  slotId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const bookingStatuses = ["confirmed", "cancelled", "done"] as const;
export const bookingStatusLabels: Record<(typeof bookingStatuses)[number], string> = {
  confirmed: "Confirmada",
  cancelled: "Cancelada",
  done: "Realizada",
};

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Usa una fecha AAAA-MM-DD.")
  .optional()
  .or(z.literal("").transform(() => undefined));

export const bookingListQuerySchema = adminListQuerySchema.extend({
  advisorId: z.preprocess((v) => (v === "" ? undefined : v), serialId().optional()),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(bookingStatuses, "Elige un estado de la lista.").optional()),
  /** Lima days, both included. */
  from: isoDay,
  to: isoDay,
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

export const adminBookingSchema = z.object({
  id: z.number().int(),
  advisorId: z.number().int(),
  advisorName: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** «Lunes 30 de noviembre, 4:00 p. m. a 5:00 p. m.» (Lima). */
  whenLabel: z.string(),
  status: z.enum(bookingStatuses),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
