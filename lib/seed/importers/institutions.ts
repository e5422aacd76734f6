/**
 * The `institutions` table, fed by two sources: universities_pe.csv (./universities.ts) and
 * institutes_pe.csv (./institutes.ts). Natural key: the slug. Admin-edited columns are kept.
 */
import { institutions } from "@/lib/db/schema";
import { keysOf, upsert, type Exec, type UpsertCounts } from "../upsert";
import { regionIds } from "./regions";

export type InstitutionRowInput = {
  slug: string;
  name: string;
  sourceName: string;
  shortName: string | null;
  kind: "universidad" | "instituto";
  gestion: "publica" | "privada";
  regionUbigeo: string | null;
  province: string | null;
  district: string | null;
  ubigeo: string | null;
  lat: number | null;
  lng: number | null;
  sourceCode: string | null;
  licenceStatus: string | null;
  licenceLabel: string | null;
  licenceCutStatus: string | null;
  licenceCutLabel: string | null;
  licenceStart: string | null;
  licenceEnd: string | null;
  licenceYears: number | null;
  licenceDataCut: string | null;
  laterStatus: string | null;
  laterStatusSource: string | null;
  foundedYear: number | null;
  website: string | null;
  instituteType: string | null;
  isSchool: boolean;
  knownBrand: string | null;
  programCount: number | null;
  families: string[] | null;
  typicalDurationYears: number | null;
  incomeMin: number | null;
  incomeMax: number | null;
  source: string;
};

/**
 * The columns only SUNEDU's register fills (location, code, licence, later status, founding year,
 * website): empty for an institute and for a university that SUNEDU does not list. Their pages say
 * «sin dato» for each.
 */
export const OUTSIDE_SUNEDU = {
  shortName: null,
  province: null,
  district: null,
  ubigeo: null,
  lat: null,
  lng: null,
  sourceCode: null,
  licenceStatus: null,
  licenceLabel: null,
  licenceCutStatus: null,
  licenceCutLabel: null,
  licenceStart: null,
  licenceEnd: null,
  licenceYears: null,
  licenceDataCut: null,
  laterStatus: null,
  laterStatusSource: null,
  foundedYear: null,
  website: null,
} satisfies Partial<InstitutionRowInput>;

/** Upserts built institutions, resolving their region (RENIEC ubigeo) to its id. */
export async function importInstitutions(db: Exec, rows: InstitutionRowInput[]): Promise<UpsertCounts> {
  const ids = await regionIds(db);
  const withRegion = rows.map(({ regionUbigeo, ...r }) => ({ ...r, regionId: regionUbigeo ? (ids.get(regionUbigeo) ?? null) : null }));
  const update = [...keysOf(rows[0] ?? {}, ["slug", "regionUbigeo"]), "regionId"];
  return upsert(db, institutions, withRegion, [institutions.slug], update, { touch: "updatedAt", keepEdited: true });
}

/** Institution slug → id, as the database has them now. */
export async function institutionIds(db: Exec): Promise<Map<string, number>> {
  return new Map((await db.select({ id: institutions.id, slug: institutions.slug }).from(institutions)).map((r) => [r.slug, r.id]));
}
