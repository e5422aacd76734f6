import { z } from "zod";

/** The back office's schools and their membership codes. */
export const adminSchoolSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  level: z.string(),
  department: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  codes: z.number().int(),
  students: z.number().int(),
});
export type AdminSchool = z.infer<typeof adminSchoolSchema>;

/** Letters and digits a person reads without mistakes (no 0/O, 1/I/L). */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const GENERATED_CODE_LENGTH = 8;

export const schoolCodeInputSchema = z.object({
  capacity: z.coerce
    .number({ error: "Indica cuántos estudiantes pueden usarlo." })
    .int("Indica un número entero.")
    .min(1, "Al menos 1 estudiante.")
    .max(100_000, "Hasta 100 000 estudiantes."),
  /** Lima day («2026-12-31»): the code works until the end of that day. Empty: it does not expire. */
  expiresAt: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Usa una fecha AAAA-MM-DD.")
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Empty: a readable random code is generated. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9-]{4,32})?$/, "Usa de 4 a 32 letras, números o guiones.")
    .optional()
    .transform((v) => (v ? v : undefined)),
  grade: z
    .string()
    .trim()
    .max(40, "Puede tener hasta 40 caracteres.")
    .optional()
    .transform((v) => (v ? v : undefined)),
  section: z
    .string()
    .trim()
    .max(40, "Puede tener hasta 40 caracteres.")
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type SchoolCodeInput = z.input<typeof schoolCodeInputSchema>;

export const schoolCodePatchSchema = z.object({ active: z.boolean({ error: "Indica si el código está activo." }) });

export const adminSchoolCodeSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  code: z.string(),
  active: z.boolean(),
  capacity: z.number().int().nullable(),
  used: z.number().int(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  grade: z.string().nullable(),
  section: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminSchoolCode = z.infer<typeof adminSchoolCodeSchema>;

export const schoolCodeParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  codeId: z.coerce.number().int().min(1).max(2_147_483_647),
});
