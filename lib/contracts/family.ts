import { z } from "zod";
import { adminListQuerySchema } from "./admin";
import { emailSchema } from "./auth";
import { schoolGradeSchema } from "./school";

/* ───────────── Schools and parents: counsellors, the school panel, parent links ───────────── */

/** What a person reads when a family or school action does not work. */
export const familyMessages = {
  counsellorExists: "Ya existe una cuenta con ese correo. Usa otro correo o pide a esa persona que recupere su contraseña.",
  unknownSchool: "Elige un colegio de la lista.",
  codeUnknown: "Ese código no existe. Revisa que lo hayas copiado completo.",
  codeExpired: "Ese código venció (dura 7 días). Pide a tu hijo o hija que cree uno nuevo desde «Mi cuenta».",
  codeUsed: "Ese código ya se usó. Pide a tu hijo o hija que cree uno nuevo desde «Mi cuenta».",
  alreadyLinked: "Ya estás vinculado con este estudiante.",
  notStudent: "Solo una cuenta de estudiante puede crear un código para su familia.",
  notParent: "Esta sección es para cuentas de madre o padre de familia.",
  notCounsellor: "Esta sección es para orientadores de colegio.",
  noSchool: "Aún no te uniste a un colegio con un código.",
} as const;

const nameText = (label: string) =>
  z
    .string({ error: `Completa ${label}.` })
    .trim()
    .min(1, `Completa ${label}.`)
    .max(80, `${label.charAt(0).toUpperCase()}${label.slice(1)} puede tener hasta 80 caracteres.`);

/** `POST /api/admin/counsellors` {schoolId, name, surname, email}: the admin invites a school counsellor. */
export const inviteCounsellorSchema = z.object({
  schoolId: z.coerce.number({ error: familyMessages.unknownSchool }).int().positive(familyMessages.unknownSchool).max(2_147_483_647),
  name: nameText("el nombre"),
  surname: nameText("el apellido"),
  email: emailSchema,
});
export type InviteCounsellorInput = z.infer<typeof inviteCounsellorSchema>;
export type InviteCounsellorForm = z.input<typeof inviteCounsellorSchema>;

export const counsellorSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  /** False until the counsellor sets a password with the invitation link. */
  active: z.boolean(),
  createdAt: z.string(),
});
export type Counsellor = z.infer<typeof counsellorSchema>;
/** 201 on a new invitation; 200 with `resent` when the counsellor had not yet accepted the first one. */
export const inviteResultSchema = z.object({ counsellor: counsellorSchema, resent: z.boolean() });
export type InviteResult = z.infer<typeof inviteResultSchema>;

/* ───────────── The counsellor's panel ───────────── */

const optionalFilter = z
  .string()
  .trim()
  .max(20)
  .optional()
  .transform((v) => (v ? v : undefined));

/** `GET /api/school/panel/students?page&perPage&search&grade&section&sort`. */
export const schoolPanelQuerySchema = adminListQuerySchema.extend({
  grade: z
    .union([schoolGradeSchema, z.literal("")])
    .optional()
    .transform((v) => (v ? v : undefined)),
  section: optionalFilter,
});
export type SchoolPanelQuery = z.infer<typeof schoolPanelQuerySchema>;
export type SchoolPanelFilters = { search?: string; grade?: SchoolPanelQuery["grade"]; section?: string };

export const studentProgressSchema = z.object({
  /** Sections completed of the test's required and recommended ones. */
  sectionsDone: z.number().int(),
  sectionsTotal: z.number().int(),
  started: z.boolean(),
  /** The result is ready (the quick or full interests are complete) or the student closed the process. */
  finished: z.boolean(),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

export const panelStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  grade: z.string().nullable(),
  section: z.string().nullable(),
  progress: studentProgressSchema,
  hollandCode: z.string().nullable(),
  topCareers: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  lastActiveAt: z.string().nullable(),
});
export type PanelStudent = z.infer<typeof panelStudentSchema>;

export const cohortSchema = z.object({
  joined: z.number().int(),
  started: z.number().int(),
  finished: z.number().int(),
  schoolName: z.string(),
  /** Students of the school who do not share: only counted, never described. */
  notSharing: z.number().int(),
  interestTypes: z.array(z.object({ letter: z.string(), label: z.string(), count: z.number().int() })),
  careers: z.array(z.object({ label: z.string(), count: z.number().int() })),
  areas: z.array(z.object({ label: z.string(), count: z.number().int() })),
  grades: z.array(z.string()),
  sections: z.array(z.string()),
});
export type Cohort = z.infer<typeof cohortSchema>;

/** `POST /api/school/panel/codes` {grade, section, maxUses?, days?}: a counsellor's code for one classroom. */
export const counsellorCodeSchema = z.object({
  grade: schoolGradeSchema,
  section: z
    .string({ error: "Escribe la sección." })
    .trim()
    .min(1, "Escribe la sección.")
    .max(20, "La sección puede tener hasta 20 caracteres.")
    .regex(/^[\p{L}\p{N} ]+$/u, "Usa solo letras y números."),
  maxUses: z.coerce.number().int().min(1, "Al menos 1 estudiante.").max(2000, "Hasta 2000 estudiantes.").optional().nullable(),
  days: z.coerce.number().int().min(1, "Al menos 1 día.").max(365, "Hasta 365 días.").optional().nullable(),
});
export type CounsellorCodeInput = z.infer<typeof counsellorCodeSchema>;
export type CounsellorCodeForm = z.input<typeof counsellorCodeSchema>;
export const schoolCodeDtoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  grade: z.string().nullable(),
  section: z.string().nullable(),
  uses: z.number().int(),
  maxUses: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
});
export type SchoolCodeDto = z.infer<typeof schoolCodeDtoSchema>;

/* ───────────── Student: consent and parent codes ───────────── */

/** `PUT /api/student/share-with-school` {shareWithSchool}. */
export const shareWithSchoolSchema = z.object({ shareWithSchool: z.boolean({ error: "Indica si compartes tu avance." }) });
export type ShareWithSchoolInput = z.infer<typeof shareWithSchoolSchema>;

/** `POST /api/student/parent-code` → `{data:{code, expiresAt}}` (valid 7 days, single use). */
export const parentCodeResultSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type ParentCodeResult = z.infer<typeof parentCodeResultSchema>;
/** A code of the student's that still works, as «Mi cuenta» shows it after a reload: its dates, not the code (only its hash is kept). */
export type PendingParentCode = { createdAt: string; expiresAt: string };

export const linkedParentSchema = z.object({ id: z.string(), name: z.string(), surname: z.string(), linkedAt: z.string() });
export type LinkedParent = z.infer<typeof linkedParentSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/* ───────────── Parent ───────────── */

/** `POST /api/parent/children` {code}: the code the child created (letters and digits; dashes and spaces ignored). */
export const linkChildSchema = z.object({
  code: z
    .string({ error: "Escribe el código que te dio tu hijo o hija." })
    .trim()
    .min(1, "Escribe el código que te dio tu hijo o hija.")
    .max(40, familyMessages.codeUnknown),
});
export type LinkChildInput = z.infer<typeof linkChildSchema>;

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  progress: studentProgressSchema,
  hollandCode: z.string().nullable(),
  topCareers: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  lastActiveAt: z.string().nullable(),
  linkedAt: z.string(),
});
export type Child = z.infer<typeof childSchema>;
