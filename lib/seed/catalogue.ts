/**
 * Builds the catalogue rows from the CSV files in data/ (see data/SOURCES.md), without touching
 * the database: one importer per source (./importers/), in dependency order. Names in title case,
 * stable slugs, institutes merged, offerings matched to institutions and careers, figures parsed;
 * everything that is not a clean match is returned as a report entry. Foreign keys are natural
 * keys here (region ubigeo, institution slug, career slug); each importer resolves them to ids.
 */
import { buildBeca18, type Beca18Build } from "./importers/beca18";
import { buildCareers, type CareerBuild } from "./importers/careers";
import { buildInstitutes, type InstituteBuild } from "./importers/institutes";
import { buildOfferings, type OfferingBuild } from "./importers/offerings";
import { buildRegions, regionIndex, type RegionRow } from "./importers/regions";
import { buildSchools, type SchoolBuild } from "./importers/schools";
import { buildUniversities, universitiesMissingFromSunedu, type UniversityBuild } from "./importers/universities";
import type { Sources } from "./sources";

export { DATA_FILES, loadSources, type DataFileKey, type ReportEntry, type Sources } from "./sources";
export type { CareerMapping, UniversityMapping } from "./importers/offerings";

export type Catalogue = {
  regions: RegionRow[];
  universities: UniversityBuild;
  institutes: InstituteBuild;
  careers: CareerBuild;
  offerings: OfferingBuild;
  schools: SchoolBuild;
  /** PRONABEC's Beca 18 2026 list, placed on the institutions and offerings above. */
  beca18: Beca18Build;
};

export function buildCatalogue(src: Sources): Catalogue {
  const regions = buildRegions(src.regions);
  const idx = regionIndex(regions);
  const universities = buildUniversities(src.universities, idx);
  const taken = new Set(universities.rows.map((u) => u.slug));
  const institutes = buildInstitutes(src.institutes, idx, taken);
  const careers = buildCareers(src.careers);
  let offerings = buildOfferings(src.offerings, { regions: idx, universities: universities.rows, institutes, careers: careers.rows });
  // A university the offerings name and SUNEDU's list does not hold gets its own page ("sin dato de
  // licencia") instead of losing its offerings; the report still lists it.
  const extra = universitiesMissingFromSunedu(src.offerings, offerings, idx, taken);
  if (extra.rows.length) {
    universities.rows.push(...extra.rows);
    universities.issues.push(...extra.issues);
    offerings = buildOfferings(src.offerings, { regions: idx, universities: universities.rows, institutes, careers: careers.rows });
  }
  const schools = buildSchools(src.schools);
  const beca18 = buildBeca18(src.beca18, {
    regions: idx,
    universities: universities.rows,
    institutes: institutes.rows,
    offerings: offerings.rows,
    careers: careers.rows,
  });
  return { regions, universities, institutes, careers, offerings, schools, beca18 };
}
