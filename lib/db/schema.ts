import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  date,
} from "drizzle-orm/pg-core";

/* ───────────── Enums ───────────── */

export const userRole = pgEnum("user_role", ["user", "user-parent"]);
export const institutionKind = pgEnum("institution_kind", ["universidad", "instituto"]);
export const gestion = pgEnum("gestion", ["publica", "privada"]);
export const careerLevel = pgEnum("career_level", ["universitaria", "tecnica"]);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

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
    /** licenciada | denegada | … ; null when there is no data (institutes). */
    licenceStatus: text("licence_status"),
    licenceLabel: text("licence_label"),
    licenceStart: date("licence_start"),
    licenceEnd: date("licence_end"),
    licenceYears: integer("licence_years"),
    licenceDataCut: date("licence_data_cut"),
    laterStatus: text("later_status"),
    laterStatusSource: text("later_status_source"),
    foundedYear: integer("founded_year"),
    website: text("website"),
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
  createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  (t) => [
    index("offerings_institution_idx").on(t.institutionId),
    index("offerings_career_idx").on(t.careerId),
    index("offerings_region_idx").on(t.regionId),
    uniqueIndex("offerings_institution_slug_idx").on(t.institutionId, t.slug),
  ],
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

/* ───────────── Accounts ───────────── */

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    name: text("name").notNull().default(""),
    surname: text("surname").notNull().default(""),
    surnameFather: text("surname_father"),
    surnameMother: text("surname_mother"),
    gender: text("gender"),
    document: text("document"),
    phone: text("phone"),
    fullPhone: text("full_phone"),
    countryCode: text("country_code"),
    countryIso: text("country_iso"),
    role: userRole("role"),
    type: text("type"),
    graduationYear: integer("graduation_year"),
    grade: text("grade"),
    section: text("section"),
    schoolId: integer("school_id").references(() => schools.id),
    sponsorId: integer("sponsor_id").references(() => institutions.id),
    allianceId: integer("alliance_id"),
    campaign: text("campaign"),
    isAdmin: boolean("is_admin").notNull().default(false),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the opaque token (hex); the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/* ───────────── Notifications ───────────── */

export type OutboxAttachment = { filename: string; contentType: string; content: string };

/** E-mail and messages not sent through a transport (no SMTP_URL): readable by admins and tests. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull().default("email"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_to_idx").on(t.to)],
);

export type UserRow = typeof users.$inferSelect;
export type InstitutionRow = typeof institutions.$inferSelect;
export type CareerRow = typeof careers.$inferSelect;
export type OfferingRow = typeof offerings.$inferSelect;

/* ───────────── Operations ───────────── */

/** What each seed step last loaded (a hash of its input), so that a start skips unchanged data. */
export const seedRuns = pgTable("seed_runs", {
  key: text("key").primaryKey(),
  hash: text("hash").notNull(),
  summary: jsonb("summary").$type<Record<string, number>>(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});
