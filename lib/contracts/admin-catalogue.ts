import { z } from "zod";
import { serialId } from "./ids";
import { isSameSiteLogo } from "./alliance";
import { emailSchema } from "./auth";

/*
 * The back office's catalogue, alliances and users: one schema per payload, shared by
 * the routes (`/api/admin/...`), the edit forms (react-hook-form + zodResolver) and lib/api/admin.ts.
 * Optional text fields accept "" from a form and store it as null (the field is cleared).
 */

const blankToNull = (v: string) => (v === "" ? null : v);

/** Free text up to `max` characters; "" clears it. Rendered as text everywhere (never as HTML). */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} debe ser un texto.` })
    .trim()
    .max(max, `${label} puede tener hasta ${max} caracteres.`)
    .transform(blankToNull)
    .nullable()
    .optional();

const requiredText = (max: number, label: string) =>
  z
    .string({ error: `Completa ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Completa ${label.toLowerCase()}.`)
    .max(max, `${label} puede tener hasta ${max} caracteres.`);

/** An https address (no credentials), or a path of this site (`/logos/x.svg`). */
export function isLogoUrl(value: string): boolean {
  if (isSameSiteLogo(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password && Boolean(url.hostname);
  } catch {
    return false;
  }
}

function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const logoSchema = optionalText(500, "El logo").refine((v) => v == null || isLogoUrl(v), {
  message: "El logo debe ser una dirección https:// o una ruta de este sitio que empiece con «/».",
});

/* ───────────── Institutions ───────────── */

export const adminInstitutionSorts = ["name", "kind", "updatedAt", "offerings"] as const;

export const adminInstitutionListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(["universidad", "instituto"]),
  gestion: z.enum(["publica", "privada"]),
  regionName: z.string().nullable(),
  visible: z.boolean(),
  offerings: z.number().int(),
  editedFields: z.array(z.string()),
  updatedAt: z.string(),
});
export type AdminInstitutionListItem = z.infer<typeof adminInstitutionListItemSchema>;

export const adminInstitutionSchema = adminInstitutionListItemSchema.extend({
  shortName: z.string().nullable(),
  sentence: z.string().nullable(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type AdminInstitution = z.infer<typeof adminInstitutionSchema>;

/** `PATCH /api/admin/institutions/{id}`: only the fields sent change (at least one). */
export const adminInstitutionPatchSchema = z
  .object({
    sentence: optionalText(300, "La frase"),
    logo: logoSchema,
    website: optionalText(300, "La web").refine((v) => v == null || isWebsite(v), {
      message: "La web debe ser una dirección completa, por ejemplo https://www.universidad.edu.pe.",
    }),
    contactEmail: z
      .union([z.literal("").transform(() => null), emailSchema])
      .nullable()
      .optional(),
    contactPhone: optionalText(30, "El teléfono").refine((v) => v == null || /^\+?[\d\s()-]{6,30}$/.test(v), {
      message: "El teléfono solo puede tener números, espacios, guiones, paréntesis y un «+» inicial.",
    }),
    visible: z.boolean({ error: "Indica si la institución se muestra." }).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "No enviaste ningún cambio." });
export type AdminInstitutionPatch = z.output<typeof adminInstitutionPatchSchema>;
export type AdminInstitutionPatchInput = z.input<typeof adminInstitutionPatchSchema>;

/* ───────────── Careers ───────────── */

export const adminCareerSorts = ["name", "area", "level", "offerings", "updatedAt"] as const;

export const adminCareerListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  level: z.enum(["universitaria", "tecnica"]),
  area: z.string(),
  offerings: z.number().int(),
  onetOccupation: z.string().nullable(),
  hasDescription: z.boolean(),
  editedFields: z.array(z.string()),
  updatedAt: z.string(),
});
export type AdminCareerListItem = z.infer<typeof adminCareerListItemSchema>;

export const adminCareerSchema = adminCareerListItemSchema.omit({ hasDescription: true }).extend({ description: z.string().nullable() });
export type AdminCareer = z.infer<typeof adminCareerSchema>;

export const adminCareerPatchSchema = z
  .object({
    description: optionalText(2000, "La descripción"),
    onetOccupation: optionalText(200, "La ocupación"),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "No enviaste ningún cambio." });
export type AdminCareerPatch = z.output<typeof adminCareerPatchSchema>;
export type AdminCareerPatchInput = z.input<typeof adminCareerPatchSchema>;

/* ───────────── Offerings' figures ───────────── */

export const adminOfferingSchema = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  programName: z.string(),
  regionName: z.string().nullable(),
  careerName: z.string().nullable(),
  durationYears: z.number().nullable(),
  costMinCents: z.number().int().nullable(),
  costMaxCents: z.number().int().nullable(),
  admissionRate: z.number().nullable(),
  income: z.number().int().nullable(),
  sources: z.record(z.string(), z.object({ source: z.string(), year: z.number().int(), note: z.string().optional() })),
  editedFields: z.array(z.string()),
  updatedAt: z.string(),
});
export type AdminOffering = z.infer<typeof adminOfferingSchema>;

const thisYear = new Date().getFullYear();
/** Every figure travels with where it comes from and the year it describes (never a bare number). */
const provenance = {
  source: requiredText(200, "La fuente"),
  year: z.coerce
    .number({ error: "Indica el año de la cifra." })
    .int("El año debe ser un número entero.")
    .min(1990, "El año debe ser 1990 o posterior.")
    .max(thisYear + 1, `El año no puede ser posterior a ${thisYear + 1}.`),
};
const money = (label: string) =>
  z.coerce
    .number({ error: `${label} debe ser un número.` })
    .int(`${label} va en céntimos (entero).`)
    .min(0, `${label} no puede ser negativo.`)
    .max(100_000_000, `${label} es demasiado alto.`);

/**
 * `PATCH /api/admin/offerings/{id}`: each figure sent comes with its source and year (a figure
 * without them is refused); the figures not sent stay as they are.
 */
export const adminOfferingPatchSchema = z
  .object({
    cost: z
      .object({ minCents: money("El costo mínimo"), maxCents: money("El costo máximo"), ...provenance })
      .refine((v) => v.maxCents >= v.minCents, { path: ["maxCents"], message: "El costo máximo no puede ser menor que el mínimo." })
      .optional(),
    duration: z
      .object({
        years: z.coerce
          .number({ error: "La duración debe ser un número de años." })
          .min(0.5, "La duración mínima es medio año.")
          .max(12, "La duración máxima es 12 años."),
        ...provenance,
      })
      .optional(),
    admissionRate: z
      .object({
        value: z.coerce
          .number({ error: "La tasa debe ser un número." })
          .min(0, "La tasa va de 0 a 100.")
          .max(100, "La tasa va de 0 a 100."),
        ...provenance,
      })
      .optional(),
    income: z
      .object({
        value: z.coerce
          .number({ error: "El ingreso debe ser un número." })
          .int("El ingreso va en soles enteros.")
          .min(0, "El ingreso no puede ser negativo.")
          .max(1_000_000, "El ingreso es demasiado alto."),
        ...provenance,
      })
      .optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "No enviaste ninguna cifra." });
export type AdminOfferingPatch = z.output<typeof adminOfferingPatchSchema>;
export type AdminOfferingPatchInput = z.input<typeof adminOfferingPatchSchema>;

/* ───────────── Alliances ───────────── */

export const adminAllianceSorts = ["nickname", "name", "createdAt"] as const;
export const benefitPlanSlugs = ["autoguiado", "especializado-2", "especializado-4"] as const;

export const adminAllianceSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  name: z.string(),
  institutionId: z.number().int().nullable(),
  institutionName: z.string().nullable(),
  logo: z.string().nullable(),
  benefit: z.string(),
  benefitPlanSlug: z.string().nullable(),
  benefitDays: z.number().int(),
  active: z.boolean(),
  members: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAlliance = z.infer<typeof adminAllianceSchema>;

const allianceFields = {
  nickname: z
    .string({ error: "Completa el apodo." })
    .trim()
    .min(2, "El apodo debe tener al menos 2 caracteres.")
    .max(64, "El apodo puede tener hasta 64 caracteres.")
    .regex(/^[\w.-]+$/, "El apodo solo puede tener letras sin tildes, números, puntos, guiones y guiones bajos."),
  name: requiredText(200, "El nombre"),
  institutionId: z.coerce.number({ error: "La institución no es válida." }).int().min(1).max(2_147_483_647).nullable(),
  logo: optionalText(500, "El logo").refine((v) => v == null || isSameSiteLogo(v), {
    message: "El logo debe ser una ruta de este sitio que empiece con «/» (por ejemplo /logos/alianza.svg).",
  }),
  benefit: requiredText(500, "El beneficio"),
  benefitPlanSlug: z.enum(benefitPlanSlugs, { error: "Elige un plan de la lista." }).nullable(),
  benefitDays: z.coerce
    .number({ error: "Los días deben ser un número." })
    .int("Los días deben ser un número entero.")
    .min(0, "Los días no pueden ser negativos.")
    .max(3650, "Hasta 3650 días."),
  active: z.boolean({ error: "Indica si la alianza está activa." }),
};

/** `POST /api/admin/alliances`. */
export const adminAllianceCreateSchema = z
  .object({
    ...allianceFields,
    institutionId: allianceFields.institutionId.optional().default(null),
    benefitPlanSlug: allianceFields.benefitPlanSlug.optional().default(null),
    benefitDays: allianceFields.benefitDays.optional().default(0),
    active: allianceFields.active.optional().default(true),
  })
  .strict()
  .refine((v) => v.benefitPlanSlug === null || v.benefitDays > 0, {
    path: ["benefitDays"],
    message: "Indica cuántos días dura el plan de regalo.",
  });
export type AdminAllianceCreate = z.output<typeof adminAllianceCreateSchema>;
export type AdminAllianceCreateInput = z.input<typeof adminAllianceCreateSchema>;

/** `PATCH /api/admin/alliances/{id}`: only the fields sent change. */
export const adminAlliancePatchSchema = z
  .object(allianceFields)
  .partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "No enviaste ningún cambio." });
export type AdminAlliancePatch = z.output<typeof adminAlliancePatchSchema>;

/* ───────────── Users ───────────── */

export const adminUserSorts = ["createdAt", "email", "name"] as const;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  role: z.enum(["user", "user-parent", "school", "advisor"]).nullable(),
  /** The account's school (a counsellor's, or the one a student joined) and its name. */
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  isAdmin: z.boolean(),
  active: z.boolean(),
  deactivatedAt: z.string().nullable(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * `PATCH /api/admin/users/{id}`: make or unmake admin, deactivate or reactivate, and make the
 * account the counsellor of a school (`counsellorSchoolId`: the school's id; null takes the role away).
 */
export const adminUserPatchSchema = z
  .object({
    isAdmin: z.boolean({ error: "Indica si es administrador." }).optional(),
    active: z.boolean({ error: "Indica si la cuenta está activa." }).optional(),
    counsellorSchoolId: serialId().nullable().optional(),
  })
  .strict()
  .refine((v) => v.isAdmin !== undefined || v.active !== undefined || v.counsellorSchoolId !== undefined, {
    message: "No enviaste ningún cambio.",
  });
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;
