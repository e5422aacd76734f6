import { z } from "zod";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { authMessages } from "./auth";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug";

/* ───────────── Shared pieces ───────────── */

const slugSchema = z.string().trim().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, "El identificador no es válido.");

export const institutionSlugParamsSchema = z.object({ slug: slugSchema });
export const institutionCareerParamsSchema = z.object({ slug: slugSchema, career: slugSchema });
export const institutionIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const figureSourceSchema = z.object({ source: z.string(), year: z.number().int(), note: z.string().optional() });
export type FigureSourceDto = z.infer<typeof figureSourceSchema>;

export const institutionTypes = ["universidad", "instituto"] as const;
export const gestiones = ["publica", "privada"] as const;
/** `sin-dato` is every institute (no licensing data is published for them). */
export const licenceFilters = ["licenciada", "denegada", "otro", "sin-dato"] as const;
export const institutionSorts = ["relevancia", "nombre", "-nombre", "carreras", "region"] as const;
export const modalities = ["presencial", "semipresencial", "a-distancia"] as const;
export type Modality = (typeof modalities)[number];

/* ───────────── GET /api/institution ───────────── */

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values, message).optional());

export const institutionListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, "La búsqueda puede tener hasta 100 caracteres.")
    .regex(/^[^\u0000-\u001f\u007f]*$/, "La búsqueda tiene caracteres no válidos.")
    .optional(),
  type: optionalEnum(institutionTypes, "El tipo debe ser universidad o instituto."),
  gestion: optionalEnum(gestiones, "La gestión debe ser publica o privada."),
  region: z.preprocess((v) => (v === "" ? undefined : v), slugSchema.optional()),
  career: z.preprocess((v) => (v === "" ? undefined : v), slugSchema.optional()),
  licence: optionalEnum(licenceFilters, "El licenciamiento no es válido."),
  /** «Elegible Beca 18 2026»: only institutions in PRONABEC's 2026 list (`beca18=1`). */
  beca18: z.preprocess((v) => (v === "" || v === undefined ? undefined : v), z.enum(["1"], "El filtro Beca 18 solo admite 1.").optional()),
  sort: optionalEnum(institutionSorts, "El orden no es válido."),
  page: z.coerce
    .number("La página debe ser un número.")
    .int("La página debe ser un entero.")
    .min(1, "La página mínima es 1.")
    .max(10_000, "La página máxima es 10000.")
    .default(1),
  perPage: z.coerce
    .number("perPage debe ser un número.")
    .int("perPage debe ser un entero.")
    .min(1, "perPage mínimo es 1.")
    .max(50, "perPage máximo es 50.")
    .default(20),
});
export type InstitutionListQuery = z.infer<typeof institutionListQuerySchema>;
export type InstitutionListInput = z.input<typeof institutionListQuerySchema>;

/* ───────────── The comparator's pages (/instituciones/prueba, /compara, /detalle) ───────────── */

/** The comparator compares at most 4 institutions. */
export const MAX_COMPARE = 4;

/**
 * Their query: `i=a,b,c` (at most 4 distinct valid slugs, the others left out), the search `q`
 * (the same rule as the institution list's `search`) and the career to compare (`carrera`).
 */
export const compareQuerySchema = z.object({
  i: z
    .string()
    .optional()
    .transform((value) => {
      const slugs = (value ?? "").split(",").map((s) => s.trim());
      return [...new Set(slugs.filter((s) => slugSchema.safeParse(s).success))].slice(0, MAX_COMPARE);
    }),
  q: institutionListQuerySchema.shape.search,
  carrera: slugSchema.optional(),
  /** The comparator's campus per institution: "institution-slug:offering-slug", comma-separated. */
  sede: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((v) => v.trim())
        .filter((v) => /^[a-z0-9-]{1,160}:[a-z0-9-]{1,160}$/.test(v))
        .slice(0, MAX_COMPARE),
    ),
  /** The region whose campuses the comparator picks first (a region slug). */
  region: z.preprocess((v) => (v === "" ? undefined : v), slugSchema.optional()),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

export const licenceSchema = z.object({
  /** The latest status the data has: licenciada | denegada | otro | null (sin dato). */
  status: z.string().nullable(),
  label: z.string(),
  dataCut: z.string().nullable(),
  source: z.string(),
  /** Date of the latest status (the resolution's date, else the licence start or the data cut). */
  asOf: z.string().nullable().optional(),
  /** SUNEDU resolution of a status given after the data cut ("RCD N° 015-2023-SUNEDU/CD"). */
  resolution: z.string().nullable().optional(),
  /** Where the resolution can be read (El Peruano or the press note the data cites). */
  resolutionUrl: z.string().nullable().optional(),
  /** The licence's end date as the data cut has it, and whether it has already passed. */
  validUntil: z.string().nullable().optional(),
  expired: z.boolean().optional(),
  /** The status at the data cut when it differs from the latest one (history), in words. */
  history: z.string().nullable().optional(),
  /** What the data knows and up to when, and where to verify (shown under the badge). */
  note: z.string().nullable().optional(),
  /**
   * A later official source that contradicts the SUNEDU status (PRONABEC funds the university in
   * 2026 while the 2022 cut says «denegada»): its name, year and what it says. The conclusion
   * (status, label) comes from it; the SUNEDU status stays in `history`.
   */
  laterSource: z.object({ source: z.string(), year: z.number().int(), says: z.string() }).nullable().optional(),
});
export type LicenceDto = z.infer<typeof licenceSchema>;

/** Beca 18 2026 facts of an institution (PRONABEC, RJ N° 508-2026; the transcription is a partial list). */
export const beca18InstitutionSchema = z.object({
  eligible: z.boolean(),
  /** PRONABEC's group 1–3 (10 / 8 / 6 points in the selection score); null when not listed. */
  group: z.number().int().min(1).max(3).nullable(),
  /** Rows of the list for this institution (programme × campus district × modality). */
  rows: z.number().int(),
  source: z.string(),
});
export type Beca18InstitutionDto = z.infer<typeof beca18InstitutionSchema>;

/** What PRONABEC's 2026 list says of an offering: confirmed in 2026, where and how. */
export const offeringConfirmationSchema = z.object({
  source: z.string(),
  year: z.number().int(),
  /** PRESENCIAL / SEMIPRESENCIAL, as listed. */
  modalities: z.array(z.string()),
  districts: z.array(z.string()),
  eib: z.boolean(),
  /** The programme's name as PRONABEC publishes it (upper case, no accents). */
  programme: z.string(),
});
export type OfferingConfirmationDto = z.infer<typeof offeringConfirmationSchema>;

export const regionRefSchema = z.object({ slug: z.string(), name: z.string() });

/** An institution (id, name, type, logo, username, sentence, checked) + what the cards show. */
export const institutionCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(institutionTypes),
  logo: z.string().nullable(),
  username: z.string(),
  sentence: z.string().nullable(),
  checked: z.boolean(),
  shortName: z.string().nullable(),
  gestion: z.enum(gestiones),
  region: regionRefSchema.nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  licence: licenceSchema,
  careerCount: z.number().int(),
  /** Of `careerCount`, the offerings PRONABEC's 2026 list confirms (the others are only known from 2015–16). */
  confirmedCareerCount: z.number().int().optional(),
  /** The institution in PRONABEC's Beca 18 2026 list (eligible, group), see `beca18InstitutionSchema`. */
  beca18: beca18InstitutionSchema.optional(),
});
export type InstitutionCard = z.infer<typeof institutionCardSchema>;

export const institutionListSchema = z.object({
  items: z.array(institutionCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  pages: z.number().int(),
  /** Careers the search names (the list also holds the institutions that teach them). */
  careers: z.array(z.object({ slug: z.string(), name: z.string() })).optional(),
});
export type InstitutionList = z.infer<typeof institutionListSchema>;

/* ───────────── Profile, location, careers ───────────── */

export const institutionProfileSchema = institutionCardSchema.extend({
  sourceName: z.string(),
  foundedYear: z.number().int().nullable(),
  website: z.string().nullable(),
  instituteType: z.string().nullable(),
  licenceStart: z.string().nullable(),
  licenceEnd: z.string().nullable(),
  licenceYears: z.number().int().nullable(),
  laterStatus: z.string().nullable(),
  laterStatusSource: z.string().nullable(),
  families: z.array(z.string()),
  source: z.string(),
});
export type InstitutionProfile = z.infer<typeof institutionProfileSchema>;

export const institutionLocationSchema = z.object({
  region: regionRefSchema.extend({ capital: z.string().nullable(), iso: z.string().nullable() }).nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** True when the point is the region's capital (the source has no coordinates). */
  approximate: z.boolean(),
  /** Regions where it teaches programmes (a university may teach in several). */
  teachingRegions: z.array(z.string()),
  source: z.string(),
});
export type InstitutionLocation = z.infer<typeof institutionLocationSchema>;

export const offeringSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  programName: z.string(),
  family: z.string(),
  career: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), area: z.string() }).nullable(),
  regionName: z.string().nullable(),
  durationYears: z.number().nullable(),
  costMinCents: z.number().int().nullable(),
  costMaxCents: z.number().int().nullable(),
  /** Set when the monthly cost looks yearly or per term (above S/ 5,000): shown as the source gives it. */
  costNote: z.string().nullable(),
  admissionRate: z.number().nullable(),
  admitted: z.number().int().nullable(),
  applicants: z.number().int().nullable(),
  enrolled: z.number().int().nullable(),
  income: z.number().int().nullable(),
  credit: z.boolean().nullable(),
  scholarships: z.boolean().nullable(),
  sources: z.record(z.string(), figureSourceSchema),
  /** Set when PRONABEC's 2026 list confirms the offering; null: only known from the 2015–16 export. */
  confirmed2026: offeringConfirmationSchema.nullable().optional(),
});
export type OfferingDto = z.infer<typeof offeringSchema>;

export const institutionCareerDetailSchema = z.object({
  institution: institutionCardSchema,
  offering: offeringSchema,
  /** Other campuses/regions where the same career is taught by this institution. */
  otherOfferings: z.array(offeringSchema),
});
export type InstitutionCareerDetail = z.infer<typeof institutionCareerDetailSchema>;

/* ───────────── Careers ───────────── */

export const riasecSchema = z.object({ R: z.number(), I: z.number(), A: z.number(), S: z.number(), E: z.number(), C: z.number() });
export type Riasec = z.infer<typeof riasecSchema>;

export const careerSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  level: z.enum(["universitaria", "tecnica"]),
  area: z.string(),
  areaSlug: z.string(),
  durationYears: z.number().nullable(),
  durationSource: z.string().nullable(),
  incomeMedian: z.number().int().nullable(),
  incomeMin: z.number().int().nullable(),
  incomeMax: z.number().int().nullable(),
  incomeInstitutions: z.number().int().nullable(),
  riasecCode: z.string().nullable(),
  riasec: riasecSchema.nullable(),
  onetOccupation: z.string().nullable(),
  /** Written by the team in the back office; null shows the generated introduction. */
  description: z.string().nullable(),
  cineBroad: z.string().nullable(),
  cineSpecific: z.string().nullable(),
  /** Ponte en Carrera's career family (the offerings are assigned by family and type); null: none. */
  family: z.string().nullable(),
  /** Places by the counting rule (data/SOURCES.md): offerings at institutions of the career's own type. */
  offeringCount: z.number().int(),
  /** Offerings of the career's family at the other type, counted and listed apart. */
  otherKindCount: z.number().int(),
});
export type CareerSummary = z.infer<typeof careerSummarySchema>;

export const careerOfferingSorts = ["costo", "-costo", "selectividad", "ingreso", "region", "nombre"] as const;
export const careerOfferingsQuerySchema = z.object({
  sort: optionalEnum(careerOfferingSorts, "El orden no es válido."),
  region: z.preprocess((v) => (v === "" ? undefined : v), slugSchema.optional()),
  type: optionalEnum(institutionTypes, "El tipo debe ser universidad o instituto."),
});
export type CareerOfferingsQuery = z.infer<typeof careerOfferingsQuerySchema>;

export const careerOfferingRowSchema = offeringSchema.extend({
  institution: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    type: z.enum(institutionTypes),
    gestion: z.enum(gestiones),
    /** The latest status (licenciada | denegada | otro; a denial PRONABEC's 2026 list contradicts is otro); null: no data. */
    licence: z.string().nullable(),
    /** PRONABEC's group when the institution is in the Beca 18 2026 list; null: not listed. */
    beca18Group: z.number().int().nullable().optional(),
    /** SUNEDU denied it and PRONABEC's later 2026 list funds it: both are shown, the conclusion from 2026. */
    licenceContradicted: z.boolean().optional(),
  }),
});
export type CareerOfferingRow = z.infer<typeof careerOfferingRowSchema>;

/* ───────────── Leads and phone verification ───────────── */

export const leadOrigins = ["perfil", "carrera", "comparador", "directorio", "feria", "test", "express", "crm"] as const;

/** A Peruvian mobile by default; any valid international number with its country code. Its error is the sign-up's (with the format example). */
export const leadPhoneSchema = z
  .string("Ingresa tu celular.")
  .trim()
  .min(1, "Ingresa tu celular.")
  .max(20, authMessages.invalidPhone)
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, "PE");
    if (!parsed || !parsed.isValid()) {
      // The one phone error of the product, with its example of how to write the number.
      ctx.addIssue({ code: "custom", message: authMessages.invalidPhone });
      return z.NEVER;
    }
    return parsed.number as string;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Puede tener hasta ${max} caracteres.`)
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, "Tiene caracteres no válidos.")
    .nullish()
    .transform((v) => (v ? v : null));

/** A lead: origin, institution_id, career_id, name, phone, email, description, career_name, institution_name. */
export const leadSchema = z.object({
  origin: z.enum(leadOrigins, "El origen no es válido.").default("perfil"),
  institution_id: z.coerce.number("Elige una institución.").int().positive("Elige una institución.").max(2_147_483_647),
  career_id: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce.number().int().positive().max(2_147_483_647).nullable(),
  ),
  name: z
    .string("Ingresa tu nombre.")
    .trim()
    .min(2, "Ingresa tu nombre.")
    .max(120, "El nombre puede tener hasta 120 caracteres.")
    .regex(/^[^\u0000-\u001f\u007f<>]*$/, "El nombre tiene caracteres no válidos."),
  phone: leadPhoneSchema,
  email: z.string("Email no es válido").trim().toLowerCase().max(254, "Email no es válido").pipe(z.email("Email no es válido")),
  description: optionalText(1000),
  career_name: optionalText(200),
  institution_name: optionalText(200),
});
export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.infer<typeof leadSchema>;

/** The form in the "Solicitar información" dialog (the ids come from the page). */
export const leadFormSchema = z.object({
  name: leadSchema.shape.name,
  phone: z.string().trim().min(1, "Ingresa tu celular."),
  email: z.string().trim().min(1, "Email no es válido").pipe(z.email("Email no es válido")),
  description: z.string().trim().max(1000, "Puede tener hasta 1000 caracteres.").optional(),
});
export type LeadForm = z.infer<typeof leadFormSchema>;

export const referenceIdSchema = z
  .string("Falta la referencia.")
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "La referencia no es válida.");

export const leadCreatedSchema = z.object({
  referenceId: z.string(),
  /** True when the phone of this lead is already verified (nothing else to do). */
  verified: z.boolean(),
  delivered: z.boolean(),
});
export type LeadCreated = z.infer<typeof leadCreatedSchema>;

export const sendLeadCodeSchema = z.object({ phone: leadPhoneSchema, referenceId: referenceIdSchema });
export const leadCodeSentSchema = z.object({
  referenceId: z.string(),
  phone: z.string(),
  expiresAt: z.string(),
  channel: z.string(),
  verified: z.boolean(),
});
export type LeadCodeSent = z.infer<typeof leadCodeSentSchema>;

export const validateLeadCodeSchema = z.object({
  code: z
    .string("Ingresa el código.")
    .trim()
    .regex(/^\d{6}$/, "El código tiene 6 dígitos."),
  referenceId: referenceIdSchema,
});
export type ValidateLeadCode = z.infer<typeof validateLeadCodeSchema>;

export const expressLeadSchema = z.object({
  institutionId: z.coerce.number("Elige una institución.").int().positive().max(2_147_483_647),
  referenceId: referenceIdSchema,
  /** The career asked about, if any: a confirmed phone is not asked for a new code for it. */
  careerId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  /** The question typed this time, if any. */
  description: z.string().trim().max(1000, "Puede tener hasta 1000 caracteres.").nullable().optional(),
});
export type ExpressLeadInput = z.infer<typeof expressLeadSchema>;

/* ───────────── Student: enrolments and saved institutions ───────────── */

export const careerEnrolActions = ["interesado", "postulare", "ingrese", "descartar"] as const;
export const careerEnrolSchema = z.object({
  careerId: z.coerce.number("Elige una carrera.").int().positive().max(2_147_483_647),
  institutionId: z.coerce.number("Elige una institución.").int().positive().max(2_147_483_647),
  action: z.enum(careerEnrolActions, "La acción no es válida."),
});
export const careerEnrolQuerySchema = z.object({
  institutionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  careerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const careerEnrolmentSchema = z.object({
  careerId: z.number().int(),
  institutionId: z.number().int(),
  action: z.enum(careerEnrolActions),
  updatedAt: z.string(),
});
export type CareerEnrolment = z.infer<typeof careerEnrolmentSchema>;

export const savedInstitutionsBodySchema = z.object({
  institutionIds: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(50, "Puedes guardar hasta 50 instituciones."),
});
export const savedInstitutionParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
