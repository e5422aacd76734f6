import "server-only";
import { and, asc, eq, or, type SQL } from "drizzle-orm";
import type {
  InstitutionCard,
  InstitutionCareerDetail,
  InstitutionLocation,
  InstitutionProfile,
  OfferingDto,
} from "@/lib/contracts/catalogue";
import { getDb } from "@/lib/db/client";
import { careers, institutions, offerings, regions } from "@/lib/db/schema";
import { notFound } from "../http/errors";
import { cardColumns, checkedSql, toCard, type CardRow } from "./institution-card";
import { institutionOfferingRows, offeringColumns, toOffering, type OfferingRowDto } from "./offerings";

const NOT_FOUND = "No encontramos esa universidad o instituto.";

async function profileWhere(where: SQL, userId?: string | null): Promise<InstitutionProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns(checkedSql(userId)),
      sourceName: institutions.sourceName,
      foundedYear: institutions.foundedYear,
      website: institutions.website,
      instituteType: institutions.instituteType,
      licenceStart: institutions.licenceStart,
      licenceEnd: institutions.licenceEnd,
      licenceYears: institutions.licenceYears,
      laterStatus: institutions.laterStatus,
      laterStatusSource: institutions.laterStatusSource,
      families: institutions.families,
      source: institutions.source,
    })
    .from(institutions)
    .leftJoin(regions, eq(regions.id, institutions.regionId))
    .where(and(where, eq(institutions.visible, true)))
    .limit(1);
  if (!row) return null;
  return {
    ...toCard(row as CardRow),
    sourceName: row.sourceName,
    foundedYear: row.foundedYear,
    website: row.website,
    instituteType: row.instituteType,
    licenceStart: row.licenceStart,
    licenceEnd: row.licenceEnd,
    licenceYears: row.licenceYears,
    laterStatus: row.laterStatus,
    laterStatusSource: row.laterStatusSource,
    families: row.families ?? [],
    source: row.source,
  };
}

/** The profile, or null (pages call `notFound()`; the API answers 404). */
export function findInstitution(slug: string, userId?: string | null) {
  return profileWhere(eq(institutions.slug, slug), userId);
}

export async function getInstitution(slug: string, userId?: string | null): Promise<InstitutionProfile> {
  const found = await findInstitution(slug, userId);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

export async function getInstitutionById(id: number, userId?: string | null): Promise<InstitutionProfile> {
  const found = await profileWhere(eq(institutions.id, id), userId);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

export async function getInstitutionLocation(slug: string): Promise<InstitutionLocation> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: institutions.id,
      regionSlug: regions.slug,
      regionName: regions.name,
      capital: regions.capital,
      iso: regions.iso,
      province: institutions.province,
      district: institutions.district,
      lat: institutions.lat,
      lng: institutions.lng,
      regionLat: regions.lat,
      regionLng: regions.lng,
      source: institutions.source,
    })
    .from(institutions)
    .leftJoin(regions, eq(regions.id, institutions.regionId))
    .where(and(eq(institutions.slug, slug), eq(institutions.visible, true)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  const teaching = await db
    .selectDistinct({ name: offerings.regionName })
    .from(offerings)
    .where(eq(offerings.institutionId, row.id))
    .orderBy(asc(offerings.regionName));
  return {
    region: row.regionSlug && row.regionName ? { slug: row.regionSlug, name: row.regionName, capital: row.capital, iso: row.iso } : null,
    province: row.province,
    district: row.district,
    // Without its own coordinates (institutes), the point is the region's capital.
    lat: row.lat ?? row.regionLat,
    lng: row.lng ?? row.regionLng,
    approximate: row.lat === null,
    teachingRegions: teaching.map((t) => t.name).filter((n): n is string => Boolean(n)),
    source: row.source,
  };
}

async function institutionIdOf(slug: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.slug, slug), eq(institutions.visible, true)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row.id;
}

/** The careers (offerings) of an institution with their figures and sources. */
export async function getInstitutionOfferings(slug: string): Promise<OfferingDto[]> {
  const id = await institutionIdOf(slug);
  return offeringsOfInstitution(id);
}

export async function offeringsOfInstitution(institutionId: number): Promise<OfferingDto[]> {
  const rows = await institutionOfferingRows(offeringColumns, institutionId);
  return (rows as OfferingRowDto[]).map(toOffering);
}

/**
 * One career at one institution: `career` is the offering's slug or the catalogue career's slug
 * (both appear in links), so /universidad-x/carrera/medicina-humana works either way.
 */
export async function getInstitutionCareer(slug: string, career: string, userId?: string | null): Promise<InstitutionCareerDetail> {
  const db = await getDb();
  const [inst] = (await db
    .select(cardColumns(checkedSql(userId)))
    .from(institutions)
    .leftJoin(regions, eq(regions.id, institutions.regionId))
    .where(and(eq(institutions.slug, slug), eq(institutions.visible, true)))
    .limit(1)) as CardRow[];
  if (!inst) throw notFound(NOT_FOUND);
  const rows = (await db
    .select(offeringColumns)
    .from(offerings)
    .leftJoin(careers, eq(careers.id, offerings.careerId))
    .where(and(eq(offerings.institutionId, inst.id), or(eq(offerings.slug, career), eq(careers.slug, career))))
    .orderBy(asc(offerings.id))) as OfferingRowDto[];
  if (!rows.length) throw notFound("Esta institución no ofrece esa carrera en nuestros datos.");
  const exact = rows.find((r) => r.slug === career) ?? rows[0];
  return {
    institution: toCard(inst) as InstitutionCard,
    offering: toOffering(exact),
    otherOfferings: rows.filter((r) => r !== exact).map(toOffering),
  };
}
