import "server-only";
import { asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AdminListQuery, Paged } from "@/lib/contracts/admin";
import {
  adminCareerSorts,
  adminInstitutionSorts,
  type AdminCareer,
  type AdminCareerListItem,
  type AdminCareerPatch,
  type AdminInstitution,
  type AdminInstitutionListItem,
  type AdminInstitutionPatch,
  type AdminOffering,
  type AdminOfferingPatch,
} from "@/lib/contracts/admin-catalogue";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { careers, institutions, offerings, regions, type FigureSource } from "@/lib/db/schema";
import { institutionOfferingRows } from "../catalogue/offerings";
import { notFound } from "../http/errors";
import { auditedUpdate, plainEdit } from "./audited-update";
import { likePattern, paged, pageWindow, sortOf } from "../paging";
import { requireAdmin } from "../access";

const order = (column: SQL | Parameters<typeof asc>[0], isDesc: boolean) => (isDesc ? desc(column) : asc(column));

/* ───────────── Institutions ───────────── */

/* Qualified by hand: in a one-table select Drizzle renders a column as a bare "id", which inside the subquery would mean o.id. */
const institutionOfferings = sql<number>`(select count(*) from offerings o where o.institution_id = "institutions"."id")::int`;

const institutionListColumns = {
  id: institutions.id,
  slug: institutions.slug,
  name: institutions.name,
  kind: institutions.kind,
  gestion: institutions.gestion,
  regionName: regions.name,
  visible: institutions.visible,
  offerings: institutionOfferings,
  editedFields: institutions.editedFields,
  updatedAt: institutions.updatedAt,
};

const institutionColumns = {
  ...institutionListColumns,
  shortName: institutions.shortName,
  sentence: institutions.sentence,
  logo: institutions.logo,
  website: institutions.website,
  contactEmail: institutions.contactEmail,
  contactPhone: institutions.contactPhone,
};

/** `GET /api/admin/institutions`: by name or acronym, sorted, paged; hidden ones included. */
export async function adminListInstitutions(user: SessionUser | null, query: AdminListQuery): Promise<Paged<AdminInstitutionListItem>> {
  requireAdmin(user);
  const db = await getDb();
  const sort = sortOf(query.sort, adminInstitutionSorts, "name");
  const where = query.search
    ? or(ilike(institutions.name, likePattern(query.search)), ilike(institutions.shortName, likePattern(query.search)))
    : undefined;
  const sortColumn = {
    name: institutions.name,
    kind: institutions.kind,
    updatedAt: institutions.updatedAt,
    offerings: institutionOfferings,
  }[sort.key];
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(institutionListColumns)
      .from(institutions)
      .leftJoin(regions, eq(regions.id, institutions.regionId))
      .where(where)
      .orderBy(order(sortColumn, sort.desc), asc(institutions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(institutions).where(where),
  ]);
  return paged(
    rows.map((r) => ({ ...r, offerings: Number(r.offerings), updatedAt: r.updatedAt.toISOString() })),
    Number(total.n),
    query,
  );
}

async function loadInstitution(id: number): Promise<AdminInstitution | null> {
  const db = await getDb();
  const [row] = await db
    .select(institutionColumns)
    .from(institutions)
    .leftJoin(regions, eq(regions.id, institutions.regionId))
    .where(eq(institutions.id, id))
    .limit(1);
  return row ? { ...row, offerings: Number(row.offerings), updatedAt: row.updatedAt.toISOString() } : null;
}

export async function adminGetInstitution(user: SessionUser | null, id: number): Promise<AdminInstitution> {
  requireAdmin(user);
  const found = await loadInstitution(id);
  if (!found) throw notFound("No existe esa institución.");
  return found;
}

/** `PATCH /api/admin/institutions/{id}`: the fields sent; audit and edited fields in the same transaction. */
export async function adminUpdateInstitution(
  user: SessionUser | null,
  id: number,
  patch: AdminInstitutionPatch,
): Promise<AdminInstitution> {
  requireAdmin(user);
  await auditedUpdate<{ slug: string; editedFields: string[] } & Record<string, unknown>>(user, {
    table: institutions,
    entity: "institution",
    id,
    missing: "No existe esa institución.",
    columns: {
      sentence: institutions.sentence,
      logo: institutions.logo,
      website: institutions.website,
      contactEmail: institutions.contactEmail,
      contactPhone: institutions.contactPhone,
      visible: institutions.visible,
      editedFields: institutions.editedFields,
      slug: institutions.slug,
    },
    // `visible` is not a figure of the sources: it never needs protecting from the seed.
    plan: (before) => plainEdit(before, patch, ["visible"]),
    invalidate: (before) => ({ kind: "institution", id, slug: before.slug }),
  });
  return adminGetInstitution(user, id);
}

/* ───────────── Careers ───────────── */

const careerOfferings = sql<number>`(select count(*) from offerings o where o.career_id = "careers"."id")::int`;

/** `GET /api/admin/careers`. */
export async function adminListCareers(user: SessionUser | null, query: AdminListQuery): Promise<Paged<AdminCareerListItem>> {
  requireAdmin(user);
  const db = await getDb();
  const sort = sortOf(query.sort, adminCareerSorts, "name");
  const where = query.search
    ? or(ilike(careers.name, likePattern(query.search)), ilike(careers.onetOccupation, likePattern(query.search)))
    : undefined;
  const sortColumn = {
    name: careers.name,
    area: careers.area,
    level: careers.level,
    offerings: careerOfferings,
    updatedAt: careers.updatedAt,
  }[sort.key];
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: careers.id,
        slug: careers.slug,
        name: careers.name,
        level: careers.level,
        area: careers.area,
        offerings: careerOfferings,
        onetOccupation: careers.onetOccupation,
        hasDescription: sql<boolean>`(${careers.description} is not null)`,
        editedFields: careers.editedFields,
        updatedAt: careers.updatedAt,
      })
      .from(careers)
      .where(where)
      .orderBy(order(sortColumn, sort.desc), asc(careers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(careers).where(where),
  ]);
  return paged(
    rows.map((r) => ({
      ...r,
      offerings: Number(r.offerings),
      hasDescription: Boolean(r.hasDescription),
      updatedAt: r.updatedAt.toISOString(),
    })),
    Number(total.n),
    query,
  );
}

export async function adminGetCareer(user: SessionUser | null, id: number): Promise<AdminCareer> {
  requireAdmin(user);
  const db = await getDb();
  const [row] = await db
    .select({
      id: careers.id,
      slug: careers.slug,
      name: careers.name,
      level: careers.level,
      area: careers.area,
      offerings: careerOfferings,
      onetOccupation: careers.onetOccupation,
      description: careers.description,
      editedFields: careers.editedFields,
      updatedAt: careers.updatedAt,
    })
    .from(careers)
    .where(eq(careers.id, id))
    .limit(1);
  if (!row) throw notFound("No existe esa carrera.");
  return { ...row, offerings: Number(row.offerings), updatedAt: row.updatedAt.toISOString() };
}

/** `PATCH /api/admin/careers/{id}`: description and the Spanish occupation title. */
export async function adminUpdateCareer(user: SessionUser | null, id: number, patch: AdminCareerPatch): Promise<AdminCareer> {
  requireAdmin(user);
  await auditedUpdate<{ slug: string; editedFields: string[] } & Record<string, unknown>>(user, {
    table: careers,
    entity: "career",
    id,
    missing: "No existe esa carrera.",
    columns: {
      description: careers.description,
      onetOccupation: careers.onetOccupation,
      editedFields: careers.editedFields,
      slug: careers.slug,
    },
    plan: (before) => plainEdit(before, patch),
    invalidate: (before) => ({ kind: "career", id, slug: before.slug }),
  });
  return adminGetCareer(user, id);
}

/* ───────────── Offerings' figures ───────────── */

const offeringColumns = {
  id: offerings.id,
  institutionId: offerings.institutionId,
  programName: offerings.programName,
  regionName: offerings.regionName,
  careerName: careers.name,
  durationYears: offerings.durationYears,
  costMinCents: offerings.costMinCents,
  costMaxCents: offerings.costMaxCents,
  admissionRate: offerings.admissionRate,
  income: offerings.income,
  sources: offerings.sources,
  editedFields: offerings.editedFields,
  updatedAt: offerings.updatedAt,
};

type OfferingRow = Omit<AdminOffering, "updatedAt"> & { updatedAt: Date };
const toAdminOffering = (r: OfferingRow): AdminOffering => ({ ...r, sources: r.sources ?? {}, updatedAt: r.updatedAt.toISOString() });

/** The offerings of one institution, for its admin page. */
export async function adminInstitutionOfferings(user: SessionUser | null, institutionId: number): Promise<AdminOffering[]> {
  requireAdmin(user);
  const rows = await institutionOfferingRows(offeringColumns, institutionId);
  return (rows as OfferingRow[]).map(toAdminOffering);
}

export async function adminGetOffering(user: SessionUser | null, id: number): Promise<AdminOffering> {
  requireAdmin(user);
  const db = await getDb();
  const [row] = await db
    .select(offeringColumns)
    .from(offerings)
    .leftJoin(careers, eq(careers.id, offerings.careerId))
    .where(eq(offerings.id, id))
    .limit(1);
  if (!row) throw notFound("No existe esa oferta.");
  return toAdminOffering(row as OfferingRow);
}

/**
 * `PATCH /api/admin/offerings/{id}`: each figure with its source and year. The columns and the
 * figure's key in `sources` join `edited_fields`, so the seed keeps them both.
 */
export async function adminUpdateOffering(user: SessionUser | null, id: number, patch: AdminOfferingPatch): Promise<AdminOffering> {
  requireAdmin(user);
  type OfferingFigures = Record<"durationYears" | "costMinCents" | "costMaxCents" | "admissionRate" | "income", number | null>;
  type Before = OfferingFigures & { institutionId: number; sources: Record<string, FigureSource> | null; editedFields: string[] };
  await auditedUpdate<Before>(user, {
    table: offerings,
    entity: "offering",
    id,
    missing: "No existe esa oferta.",
    columns: {
      institutionId: offerings.institutionId,
      durationYears: offerings.durationYears,
      costMinCents: offerings.costMinCents,
      costMaxCents: offerings.costMaxCents,
      admissionRate: offerings.admissionRate,
      income: offerings.income,
      sources: offerings.sources,
      editedFields: offerings.editedFields,
    },
    plan: (before) => {
      const values: Partial<Record<keyof OfferingFigures, number>> = {};
      const sources: Record<string, FigureSource> = { ...(before.sources ?? {}) };
      const edited: string[] = [];
      const source = (key: string, p: { source: string; year: number }) => {
        sources[key] = { source: p.source, year: p.year };
        edited.push(key);
      };
      if (patch.cost) {
        values.costMinCents = patch.cost.minCents;
        values.costMaxCents = patch.cost.maxCents;
        edited.push("costMinCents", "costMaxCents");
        source("cost", patch.cost);
      }
      if (patch.duration) {
        values.durationYears = patch.duration.years;
        edited.push("durationYears");
        source("duration", patch.duration);
      }
      if (patch.admissionRate) {
        values.admissionRate = patch.admissionRate.value;
        source("admissionRate", patch.admissionRate);
      }
      if (patch.income) {
        values.income = patch.income.value;
        source("income", patch.income);
      }
      const keys = Object.keys(values) as (keyof typeof values)[];
      return {
        values: { ...values, sources },
        edited,
        before: { ...Object.fromEntries(keys.map((k) => [k, before[k]])), sources: before.sources },
        after: { ...values, sources },
      };
    },
    // Every edit of an offering is written and audited, and its institution's pages dropped.
    invalidate: (before) => ({ kind: "institution", id: before.institutionId }),
  });
  return adminGetOffering(user, id);
}
