import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/* ───────────── Enums ───────────── */

export const institutionKind = pgEnum("institution_kind", ["universidad", "instituto"]);
export const gestion = pgEnum("gestion", ["publica", "privada"]);
export const careerLevel = pgEnum("career_level", ["universitaria", "tecnica"]);

/* ───────────── Catalogue ───────────── */

export const regions = pgTable("regions", {
  id: serial("id").primaryKey(),
  /** RENIEC two-digit code; matches the first two digits of a university's ubigeo. */
  ubigeoReniec: text("ubigeo_reniec").notNull().unique(),
  ubigeoInei: text("ubigeo_inei").notNull(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  kind: text("kind").notNull(),
  iso: text("iso"),
  capital: text("capital"),
  areaKm2: doublePrecision("area_km2"),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  source: text("source").notNull(),
  note: text("note"),
});

export const institutions = pgTable(
  "institutions",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /** The name as the source writes it (SUNEDU upper case, Ponte en Carrera title case). */
    sourceName: text("source_name").notNull(),
    shortName: text("short_name"),
    kind: institutionKind("kind").notNull(),
    gestion: gestion("gestion").notNull(),
    regionId: integer("region_id").references(() => regions.id),
    province: text("province"),
    district: text("district"),
    ubigeo: text("ubigeo"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    /** SUNEDU entity code (universities only). */
    sourceCode: text("source_code"),
    /**
     * The latest licence status the data has: licenciada | denegada | otro; null when there is no
     * data (institutes, a university missing from SUNEDU's list). A licence granted after the
     * data cut (`laterStatus`) wins over the cut's status, which is kept as history below.
     */
    licenceStatus: text("licence_status"),
    licenceLabel: text("licence_label"),
    /** The status at SUNEDU's data cut (2022-08-17), as history; null when the row is not in the cut. */
    licenceCutStatus: text("licence_cut_status"),
    licenceCutLabel: text("licence_cut_label"),
    licenceStart: date("licence_start"),
    licenceEnd: date("licence_end"),
    licenceYears: integer("licence_years"),
    licenceDataCut: date("licence_data_cut"),
    laterStatus: text("later_status"),
    laterStatusSource: text("later_status_source"),
    foundedYear: integer("founded_year"),
    website: text("website"),
    /** Admissions contact written by the team (back office); null when unknown. */
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    logo: text("logo"),
    sentence: text("sentence"),
    /** Institutes: tecnológico, pedagógico, artes… (compiled, marked as inferred). */
    instituteType: text("institute_type"),
    isSchool: boolean("is_school").notNull().default(false),
    knownBrand: text("known_brand"),
    programCount: integer("program_count"),
    families: text("families").array(),
    typicalDurationYears: real("typical_duration_years"),
    incomeMin: integer("income_min"),
    incomeMax: integer("income_max"),
    source: text("source").notNull(),
    /**
     * PRONABEC's group (1–3) when the institution is in the Beca 18 2026 list of eligible
     * institutions (RJ N° 508-2026); null when it is not listed. Written by the Beca 18 importer.
     */
    beca18Group: integer("beca18_group"),
    /** False hides the institution from the public catalogue, search and sitemap (set by an admin). */
    visible: boolean("visible").notNull().default(true),
    /**
     * Columns an admin edited (camelCase names). The seed leaves them alone when it re-imports the
     * sources, so a correction made in the back office survives a data update.
     */
    editedFields: text("edited_fields").array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("institutions_kind_idx").on(t.kind), index("institutions_region_idx").on(t.regionId)],
);

export const careers = pgTable("careers", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  level: careerLevel("level").notNull(),
  area: text("area").notNull(),
  areaSlug: text("area_slug").notNull(),
  areaSource: text("area_source"),
  cineProgram: text("cine_program"),
  cineBroad: text("cine_broad"),
  cineSpecific: text("cine_specific"),
  cineLevel: text("cine_level"),
  durationYears: real("duration_years"),
  durationSource: text("duration_source"),
  onetSoc: text("onet_soc"),
  onetOccupation: text("onet_occupation"),
  /** O*NET high-point code such as "SI"; null when the career has no O*NET match. */
  riasecCode: text("riasec_code"),
  /** O*NET occupational interest profile, 1–7 per dimension. */
  riasec: jsonb("riasec").$type<{ R: number; I: number; A: number; S: number; E: number; C: number } | null>(),
  pecFamily: text("pec_family"),
  pecInstitutionType: text("pec_institution_type"),
  incomeMedian: integer("income_median"),
  incomeMin: integer("income_min"),
  incomeMax: integer("income_max"),
  incomeInstitutions: integer("income_institutions"),
  /** A short description written by the team (back office); null shows the generated one. */
  description: text("description"),
  /** Columns an admin edited; the seed leaves them alone (see institutions.editedFields). */
  editedFields: text("edited_fields").array().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type FigureSource = { source: string; year: number; note?: string };

export const offerings = pgTable(
  "offerings",
  {
    id: serial("id").primaryKey(),
    institutionId: integer("institution_id")
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    /** Null only when the programme could not be matched to a career (listed in the import report). */
    careerId: integer("career_id").references(() => careers.id),
    /** A stable key of the source row, so that re-running the seed changes nothing. */
    sourceKey: text("source_key").notNull().unique(),
    programName: text("program_name").notNull(),
    family: text("family").notNull(),
    slug: text("slug").notNull(),
    /** Where the programme is taught (a university offers programmes in several regions). */
    regionId: integer("region_id").references(() => regions.id),
    regionName: text("region_name"),
    durationYears: real("duration_years"),
    /** Monthly cost in céntimos (a range when the source gives one). */
    costMinCents: integer("cost_min_cents"),
    costMaxCents: integer("cost_max_cents"),
    /** Ingresantes / postulantes, in percent. */
    admissionRate: real("admission_rate"),
    /** Ingreso promedio nacional, soles per month. */
    income: integer("income"),
    credit: boolean("credit"),
    scholarships: boolean("scholarships"),
    admitted: integer("admitted"),
    applicants: integer("applicants"),
    enrolled: integer("enrolled"),
    /** Source and year of every figure, keyed by figure name (cost, duration, admissionRate, income, …). */
    sources: jsonb("sources").$type<Record<string, FigureSource>>().notNull(),
    /** Figures an admin edited (camelCase names); the seed leaves them and their sources alone. */
    editedFields: text("edited_fields").array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("offerings_institution_idx").on(t.institutionId),
    index("offerings_career_idx").on(t.careerId),
    index("offerings_region_idx").on(t.regionId),
    uniqueIndex("offerings_institution_slug_idx").on(t.institutionId, t.slug),
  ],
);

/**
 * PRONABEC's Beca 18 2026 list of eligible places (RJ N° 508-2026), one row per annex row
 * (programme × institution × campus district × study modality), each placed on a Rumbo
 * institution and offering (`outcome`: emparejada, oferta-nueva, institucion-nueva, sin-ubicar).
 * An offering with a listing is confirmed in 2026; one without is only known from 2015–16.
 */
export const beca18Listings = pgTable(
  "beca18_listings",
  {
    id: serial("id").primaryKey(),
    /** The annex's row number. */
    item: integer("item").notNull().unique(),
    institutionId: integer("institution_id").references(() => institutions.id, { onDelete: "cascade" }),
    offeringId: integer("offering_id").references(() => offerings.id, { onDelete: "set null" }),
    outcome: text("outcome").notNull(),
    reason: text("reason").notNull(),
    /** As PRONABEC writes them (upper case, no accents). */
    ies: text("ies").notNull(),
    tipoIes: text("tipo_ies").notNull(),
    gestion: text("gestion"),
    department: text("department").notNull(),
    district: text("district").notNull(),
    programme: text("programme").notNull(),
    modality: text("modality").notNull(),
    eib: boolean("eib").notNull(),
    group: integer("group"),
    source: text("source").notNull(),
  },
  (t) => [index("beca18_listings_institution_idx").on(t.institutionId), index("beca18_listings_offering_idx").on(t.offeringId)],
);

export const schools = pgTable(
  "schools",
  {
    id: serial("id").primaryKey(),
    /** MINEDU código modular (7 digits) plus annex, unique together. */
    code: text("code").notNull(),
    annex: text("annex").notNull().default("0"),
    name: text("name").notNull(),
    level: text("level").notNull(),
    gestion: text("gestion"),
    department: text("department"),
    province: text("province"),
    district: text("district"),
    ubigeo: text("ubigeo"),
    address: text("address"),
    status: text("status"),
    source: text("source").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("schools_code_annex_idx").on(t.code, t.annex), index("schools_name_idx").on(t.name)],
);

export type InstitutionRow = typeof institutions.$inferSelect;
export type CareerRow = typeof careers.$inferSelect;
export type OfferingRow = typeof offerings.$inferSelect;
export type Beca18ListingRow = typeof beca18Listings.$inferSelect;
