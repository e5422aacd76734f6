import { z } from "zod";
import { href } from "@/lib/config/route-paths";

/** `GET /api/school?search=` — the school selector. */
export const schoolSearchQuerySchema = z.object({
  search: z.string().trim().max(100, "La búsqueda puede tener hasta 100 caracteres.").optional(),
  limit: z.coerce.number().int().min(1, "El límite mínimo es 1.").max(50, "El límite máximo es 50.").default(20),
});
export type SchoolSearchQuery = z.infer<typeof schoolSearchQuerySchema>;

export const schoolOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  district: z.string().nullable(),
  province: z.string().nullable(),
  department: z.string().nullable(),
  code: z.string(),
});
export type SchoolOption = z.infer<typeof schoolOptionSchema>;

/* ───────────── School codes ───────────── */

/** What a student reads when a school code does not work (each case has its own message). */
export const schoolMessages = {
  invalid: "El código del colegio no es válido.",
  expired: "Este código venció. Pide a tu tutor un código nuevo.",
  full: "Este código ya fue usado por todos los estudiantes para los que se creó. Pide a tu tutor un código nuevo.",
  alreadyUsed: "Ya usaste este código con tu cuenta. No necesitas ingresarlo otra vez.",
} as const;

const schoolIdSchema = z.coerce
  .number({ error: "Elige tu colegio de la lista." })
  .int()
  .positive("Elige tu colegio de la lista.")
  .max(2_147_483_647);
const codeSchema = z
  .string({ error: "Completa el código." })
  .trim()
  .min(1, "Completa el código.")
  .max(40, "El código puede tener hasta 40 caracteres.");

/** `POST /api/membership/verification` {schoolId, code}. */
export const membershipVerificationSchema = z.object({ schoolId: schoolIdSchema, code: codeSchema });
export type MembershipVerificationInput = z.infer<typeof membershipVerificationSchema>;
export const membershipVerificationResultSchema = z.object({ valid: z.literal(true), schoolId: z.number().int(), schoolName: z.string() });
export type MembershipVerificationResult = z.infer<typeof membershipVerificationResultSchema>;

/** Grades offered: 5.º, 4.º and 3.º de secundaria. */
/** The grade as text ("4", the form's value) or as a number (4): the spec's school model does not say. */
export const schoolGradeSchema = z.preprocess(
  // Typed as the form's text; JSON clients may send a number, turned into its text here.
  (value: string) => (typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : value),
  z.enum(["5", "4", "3"], { error: "Elige tu grado." }),
);
export const schoolGradeOptions = [
  { value: "5", label: "5.º de secundaria" },
  { value: "4", label: "4.º de secundaria" },
  { value: "3", label: "3.º de secundaria" },
] as const;

export const monthNames = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "setiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** Youngest and oldest age offered for a secondary-school student's birth year (no «2026» for a student). */
export const BIRTH_AGE_RANGE = { youngest: 10, oldest: 21 } as const;

/** The first and last birth year of a secondary-school student this year (ages 10 to 21). */
export function birthYearBounds(now: Date = new Date()): { min: number; max: number } {
  const year = now.getFullYear();
  return { min: year - BIRTH_AGE_RANGE.oldest, max: year - BIRTH_AGE_RANGE.youngest };
}

/** Birth years offered to a secondary-school student, the most recent first: ages 10 to 21 this year. */
export function birthYears(now: Date = new Date()): number[] {
  const { min, max } = birthYearBounds(now);
  return Array.from({ length: max - min + 1 }, (_, i) => max - i);
}

/** The error of a birth year outside `birthYearBounds`, said at the year field. */
export function birthYearMessage(now: Date = new Date()): string {
  const { min, max } = birthYearBounds(now);
  return `Elige un año de nacimiento entre ${min} y ${max}.`;
}

/**
 * A student's birth year, the one rule of the form's year select and of the API: within
 * `birthYearBounds` on the day it is checked (a number or its digits).
 */
export const birthYearSchema = z.coerce
  .number("Elige el año.")
  .int("Elige el año.")
  .superRefine((year, ctx) => {
    const { min, max } = birthYearBounds();
    if (year < min || year > max) ctx.addIssue({ code: "custom", message: birthYearMessage() });
  });

/** The school part of the forms (/empezar-colegio and the subscription modal's school tab). */
export const schoolRegistrationSchema = z.object({
  schoolId: z.number({ error: "Elige tu colegio de la lista." }).int().positive(),
  grade: schoolGradeSchema,
  section: z.string().trim().max(20, "La sección puede tener hasta 20 caracteres.").optional(),
  day: z.string().regex(/^([1-9]|[12]\d|3[01])$/, "Elige el día."),
  month: z.string().regex(/^([1-9]|1[0-2])$/, "Elige el mes."),
  year: z
    .string()
    .regex(/^\d{4}$/, "Elige el año.")
    .refine((year) => birthYearSchema.safeParse(year).success, { error: () => birthYearMessage() }),
  code: codeSchema,
  shareWithSchool: z.boolean().optional(),
});
export type SchoolRegistrationForm = z.input<typeof schoolRegistrationSchema>;

/**
 * A class invitation link: `/empezar-colegio?colegio=<id>&codigo=<code>&grado=<g>&seccion=<s>`,
 * made in the school panel from one of the counsellor's codes. It only fills the form in: the code is
 * checked (with its capacity and the guessing limits) when the student sends it, as if she had typed it.
 */
export const classInvitationQuerySchema = z.object({
  colegio: schoolIdSchema,
  codigo: codeSchema,
  grado: schoolGradeSchema.optional().catch(undefined),
  seccion: z.string().trim().max(20).optional().catch(undefined),
});
export type ClassInvitation = { school: SchoolOption; code: string; grade?: "5" | "4" | "3"; section?: string };

/** The path of a class invitation link for one of a school's codes (the panel shows it with the site's address). */
export function classInvitationPath(invitation: {
  schoolId: number;
  code: string;
  grade?: string | null;
  section?: string | null;
}): string {
  return href("empezarColegio", {
    colegio: invitation.schoolId,
    codigo: invitation.code,
    grado: invitation.grade,
    seccion: invitation.section,
  });
}

const birthdaySchema = z.object({
  day: z.coerce.number().int().min(1).max(31),
  month: z.coerce.number().int().min(1).max(12),
  year: birthYearSchema,
});

/**
 * `POST /api/membership/school`: schoolId, grade, section,
 * email, code, birthday {day, month, year} and day/month/year at the top level; plus
 * `shareWithSchool`, the student's explicit choice (default off). The e-mail is the session's:
 * a different one in the body is ignored.
 */
export const joinSchoolSchema = z.object({
  schoolId: schoolIdSchema,
  grade: schoolGradeSchema,
  section: z.string().trim().max(20, "La sección puede tener hasta 20 caracteres.").optional().nullable(),
  email: z.string().trim().max(254).optional().nullable(),
  code: codeSchema,
  birthday: birthdaySchema.optional().nullable(),
  day: z.coerce.number().int().min(1).max(31).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: birthYearSchema.optional(),
  shareWithSchool: z.boolean({ error: "Indica si quieres compartir tu avance con tu colegio." }).optional().default(false),
});
export type JoinSchoolInput = z.infer<typeof joinSchoolSchema>;
export type JoinSchoolPayload = z.input<typeof joinSchoolSchema>;
