import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { CareerOfferingRow, CareerOfferingsQuery, CareerSummary } from "@/lib/contracts/catalogue";
import { isSlug } from "@/lib/contracts/slug";
import { getDb } from "@/lib/db/client";
import { careers, institutions, offerings, regions } from "@/lib/db/schema";
import { summariseCosts, type CostSummary } from "@/lib/format/catalogue-costs";
import { contradictedDenialSql, effectiveLicenceStatusSql } from "./institution-card";
import { confirmedFirstSql, offeringColumns, toOffering, type OfferingRowDto } from "./offerings";

/**
 * The counting rule (data/SOURCES.md, «Conteos»): a career's places are the offerings assigned to it
 * at institutions of its own type (a university career: universities; a técnica: institutes).
 * Offerings of its family at the other type, which has no career of its own in the catalogue
 * (Educación Inicial at pedagogical institutes), are counted and listed apart.
 */
export function ownKindOf(level: "universitaria" | "tecnica"): "universidad" | "instituto" {
  return level === "universitaria" ? "universidad" : "instituto";
}
const OWN_KIND_OF_CAREERS_ROW = sql.raw(`case "careers"."level" when 'universitaria' then 'universidad' else 'instituto' end`);
/** The offering's institution is of its career's own type (the query joins careers and institutions). */
export const OWN_KIND: SQL = sql`${institutions.kind}::text = case ${careers.level} when 'universitaria' then 'universidad' else 'instituto' end`;

const careerColumns = {
  id: careers.id,
  slug: careers.slug,
  name: careers.name,
  level: careers.level,
  area: careers.area,
  areaSlug: careers.areaSlug,
  durationYears: careers.durationYears,
  durationSource: careers.durationSource,
  incomeMedian: careers.incomeMedian,
  incomeMin: careers.incomeMin,
  incomeMax: careers.incomeMax,
  incomeInstitutions: careers.incomeInstitutions,
  riasecCode: careers.riasecCode,
  riasec: careers.riasec,
  onetOccupation: careers.onetOccupation,
  description: careers.description,
  cineBroad: careers.cineBroad,
  cineSpecific: careers.cineSpecific,
  family: careers.pecFamily,
  // Qualified by hand: Drizzle writes `${careers.id}` as a bare "id" in a one-table select, which
  // inside this subquery meant the offering's own id (every career showed "2 ofertas").
  offeringCount: sql<number>`(select count(*) from offerings o join institutions i on i.id = o.institution_id where o.career_id = "careers"."id" and i.visible and i.kind::text = ${OWN_KIND_OF_CAREERS_ROW})::int`,
  otherKindCount: sql<number>`(select count(*) from offerings o join institutions i on i.id = o.institution_id where o.career_id = "careers"."id" and i.visible and i.kind::text <> ${OWN_KIND_OF_CAREERS_ROW})::int`,
};

function toCareer(
  row: Omit<CareerSummary, "offeringCount" | "otherKindCount"> & { offeringCount: number; otherKindCount: number },
): CareerSummary {
  return { ...row, offeringCount: Number(row.offeringCount), otherKindCount: Number(row.otherKindCount) };
}

/** Every career of the catalogue, by area then name. */
export async function listCareers(): Promise<CareerSummary[]> {
  const db = await getDb();
  const rows = await db.select(careerColumns).from(careers).orderBy(asc(careers.area), asc(careers.name));
  return rows.map(toCareer);
}

export async function findCareer(slug: string): Promise<CareerSummary | null> {
  const db = await getDb();
  const [row] = await db.select(careerColumns).from(careers).where(eq(careers.slug, slug)).limit(1);
  return row ? toCareer(row) : null;
}

export async function careersBySlugs(slugs: string[]): Promise<CareerSummary[]> {
  if (!slugs.length) return [];
  const db = await getDb();
  const rows = await db.select(careerColumns).from(careers).where(inArray(careers.slug, slugs));
  const bySlug = new Map(rows.map((r) => [r.slug, toCareer(r)]));
  return slugs.map((s) => bySlug.get(s)).filter((c) => c !== undefined);
}

export type CareerFiguresSummary = { cost: CostSummary; admissionMedian: number | null; institutions: number };

/**
 * Typical cost (the one rule of lib/format/catalogue-costs.ts: every offering counts, public and
 * private apart) and selectivity across the offerings of each career (the counting rule above:
 * visible institutions of the career's own type).
 */
export async function careerFigures(careerIds: number[]): Promise<Map<number, CareerFiguresSummary>> {
  if (!careerIds.length) return new Map();
  const db = await getDb();
  const where = and(inArray(offerings.careerId, careerIds), eq(institutions.visible, true), OWN_KIND);
  const [rows, costs] = await Promise.all([
    db
      .select({
        careerId: offerings.careerId,
        admissionMedian: sql<number | null>`percentile_cont(0.5) within group (order by ${offerings.admissionRate})`,
        institutions: sql<number>`count(distinct ${offerings.institutionId})::int`,
      })
      .from(offerings)
      .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
      .innerJoin(careers, eq(careers.id, offerings.careerId))
      .where(where)
      .groupBy(offerings.careerId),
    db
      .select({
        careerId: offerings.careerId,
        gestion: institutions.gestion,
        costMinCents: offerings.costMinCents,
        costMaxCents: offerings.costMaxCents,
      })
      .from(offerings)
      .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
      .innerJoin(careers, eq(careers.id, offerings.careerId))
      .where(where),
  ]);
  const costsByCareer = new Map<number, typeof costs>();
  for (const c of costs) {
    if (c.careerId === null) continue;
    costsByCareer.set(c.careerId, [...(costsByCareer.get(c.careerId) ?? []), c]);
  }
  return new Map(
    rows.map((r) => [
      r.careerId as number,
      {
        cost: summariseCosts(costsByCareer.get(r.careerId as number) ?? []),
        admissionMedian: r.admissionMedian === null ? null : Math.round(Number(r.admissionMedian)),
        institutions: Number(r.institutions),
      },
    ]),
  );
}

/** Licensed universities (0), no licensing data — institutes (1), another status (2), denied (3). */
// The licence as pages conclude it (a denial PRONABEC's 2026 list contradicts is not «denegada»).
const licenceFirst: SQL = sql`case when ${effectiveLicenceStatusSql} = 'licenciada' then 0 when ${effectiveLicenceStatusSql} is null then 1 when ${effectiveLicenceStatusSql} = 'denegada' then 3 else 2 end`;
const deniedLast: SQL = sql`case when ${effectiveLicenceStatusSql} = 'denegada' then 1 else 0 end`;

/** Where to study a career in Peru, sortable by cost, selectivity, income or region. */
export async function careerOfferings(careerId: number, query: CareerOfferingsQuery): Promise<CareerOfferingRow[]> {
  const db = await getDb();
  const conditions: SQL[] = [eq(offerings.careerId, careerId), eq(institutions.visible, true)];
  // Without a type asked, the career's own type (the counting rule above).
  conditions.push(query.type ? eq(institutions.kind, query.type) : OWN_KIND);
  if (query.region) conditions.push(sql`${offerings.regionId} = (select id from regions where slug = ${query.region})`);
  const order: SQL[] = [];
  switch (query.sort) {
    case "costo":
      order.push(sql`${offerings.costMinCents} asc nulls last`);
      break;
    case "-costo":
      order.push(sql`${offerings.costMaxCents} desc nulls last`);
      break;
    case "selectividad":
      order.push(sql`${offerings.admissionRate} asc nulls last`);
      break;
    case "ingreso":
      order.push(sql`${offerings.income} desc nulls last`);
      break;
    case "region":
      order.push(sql`${offerings.regionName} asc nulls last`);
      break;
    default:
      order.push(asc(institutions.kind), asc(institutions.name));
  }
  // A place SUNEDU denied is never offered first: licensed first by default, denied last in every order.
  // Without a chosen sort, offerings PRONABEC's 2026 list confirms come before those only known from 2015–16.
  order.unshift(...(query.sort ? [deniedLast] : [licenceFirst, confirmedFirstSql]));
  order.push(asc(institutions.name), asc(offerings.id));
  const rows = await db
    .select({
      ...offeringColumns,
      instId: institutions.id,
      instName: institutions.name,
      instSlug: institutions.slug,
      instKind: institutions.kind,
      instGestion: institutions.gestion,
      instLicence: effectiveLicenceStatusSql,
      instBeca18Group: institutions.beca18Group,
      instContradicted: contradictedDenialSql,
    })
    .from(offerings)
    .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
    .leftJoin(careers, eq(careers.id, offerings.careerId))
    .leftJoin(regions, eq(regions.id, offerings.regionId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(500);
  return rows.map((r) => ({
    ...toOffering(r as OfferingRowDto),
    institution: {
      id: r.instId,
      name: r.instName,
      slug: r.instSlug,
      type: r.instKind,
      gestion: r.instGestion,
      licence: r.instLicence,
      beca18Group: r.instBeca18Group,
      licenceContradicted: Boolean(r.instContradicted),
    },
  }));
}

/** `?carrera=slug` of the career-exploration pages → the career, or null. */
export async function careerFromQuery(value: string | string[] | undefined): Promise<CareerSummary | null> {
  const slug = Array.isArray(value) ? value[0] : value;
  if (!slug || !isSlug(slug)) return null;
  return findCareer(slug);
}

/** `?c=a,b` or `?c=a&c=b` → at most 4 distinct career slugs. */
export function careerSlugsFromQuery(value: string | string[] | undefined): string[] {
  const raw = (Array.isArray(value) ? value.join(",") : (value ?? "")).split(",").map((s) => s.trim());
  return [...new Set(raw.filter((s) => isSlug(s)))].slice(0, 4);
}
