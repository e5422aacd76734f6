import "server-only";
import { asc, eq } from "drizzle-orm";
import { REGION_LABELS, beca18RegionOf, departmentOfRegion, normaliseRegionName } from "@/lib/beca18/quintiles";
import { PLACE_PART_KEYS, type Beca18Option, type Beca18Options } from "@/lib/beca18/options";
import { estimateBeca18Score, tiposIes, type Beca18Group, type TipoIes } from "@/lib/beca18/score";
import { href } from "@/lib/config/route-paths";
import { BECA18_PARTIAL, BECA18_RULE, BECA18_SOURCE, BECA18_URL } from "@/lib/content/catalogue/sources";
import { getDb } from "@/lib/db/client";
import { beca18Listings, careers, institutions, offerings, regions } from "@/lib/db/schema";
import { cached } from "../cache/data-cache";
import { CATALOGUE_TAG } from "./page-data";

const asGroup = (g: number | null): Beca18Group | null => (g === 1 || g === 2 || g === 3 ? g : null);
const asTipoIes = (t: string): TipoIes | null => ((tiposIes as readonly string[]).includes(t) ? (t as TipoIes) : null);

/** The name of a catalogue region, or null: read through the catalogue's data cache. */
function regionNameOf(regionId: number): Promise<string | null> {
  return cached(`beca18-places:region:${regionId}`, [CATALOGUE_TAG], async () => {
    const db = await getDb();
    const [row] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, regionId)).limit(1);
    return row?.name ?? null;
  });
}

type Row = Awaited<ReturnType<typeof loadListingsOfCareer>>[number];

/** PRONABEC's listed places of one career's offerings, in the list's order. */
async function loadListingsOfCareer(careerId: number) {
  const db = await getDb();
  return db
    .select({
      offeringId: offerings.id,
      offeringSlug: offerings.slug,
      careerId: offerings.careerId,
      careerArea: careers.area,
      institutionId: institutions.id,
      institutionSlug: institutions.slug,
      institutionName: institutions.name,
      programme: offerings.programName,
      tipoIes: beca18Listings.tipoIes,
      gestion: beca18Listings.gestion,
      department: beca18Listings.department,
      district: beca18Listings.district,
      group: beca18Listings.group,
    })
    .from(beca18Listings)
    .innerJoin(offerings, eq(offerings.id, beca18Listings.offeringId))
    .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
    .leftJoin(careers, eq(careers.id, offerings.careerId))
    .where(eq(offerings.careerId, careerId))
    .orderBy(asc(beca18Listings.item));
}

/**
 * The same rows through the catalogue's data cache (tag "catalogue", dropped after a seed or an
 * edit): every result of a class names the same few careers, and the rows are the same for all.
 * Shared by every caller: read-only.
 */
function listingsOfCareer(careerId: number): Promise<Row[]> {
  return cached(`beca18-places:career:${careerId}`, [CATALOGUE_TAG], () => loadListingsOfCareer(careerId));
}

/**
 * Where she could study each of `careers` with Beca 18: the offerings of those careers that are in
 * PRONABEC's 2026 list, each with the points of the formula that depend on the place (group C,
 * gestión G, staying or moving PR/ME from her region's quintiles, EST/EP), computed by
 * estimateBeca18Score with no ENP and no CP. Order: the campuses in her department first, then
 * those on her list (`listed`), then the most points, then PRONABEC's group, then the name. Her
 * region is the region she filtered by in the test (`regionId`, a catalogue region); «Lima» alone orders
 * by the department LIMA but leaves PR/ME unknown (PRONABEC scores the two Limas apart). At most
 * `limit` per career; `eligibleCount` says how many there are.
 */
export async function beca18OptionsForCareers(input: {
  careers: { careerId: number; name: string }[];
  regionId: number | null;
  listed: { institutionIds: number[]; offeringIds: number[] };
  limit?: number;
}): Promise<Beca18Options> {
  const regionName = input.regionId ? await regionNameOf(input.regionId) : null;
  const known = beca18RegionOf(regionName);
  const quintileRegion = known && known !== "lima" ? known : null;
  const department = known === "lima" ? "LIMA" : quintileRegion ? departmentOfRegion(quintileRegion) : null;
  const region =
    known && department ? { label: known === "lima" ? "Lima" : REGION_LABELS[quintileRegion!], department, quintileRegion } : null;
  const base = { region, source: BECA18_SOURCE, partial: BECA18_PARTIAL, rule: BECA18_RULE, url: BECA18_URL } as const;
  const careerIds = input.careers.map((c) => c.careerId);
  if (!careerIds.length) return { ...base, careers: [] };
  const rows = (await Promise.all(careerIds.map(listingsOfCareer))).flat();

  // One option per offering; its campus in her department when the list has one there.
  const byOffering = new Map<number, Row[]>();
  for (const r of rows) byOffering.set(r.offeringId, [...(byOffering.get(r.offeringId) ?? []), r]);
  const listedInstitutions = new Set(input.listed.institutionIds);
  const listedOfferings = new Set(input.listed.offeringIds);
  const options = new Map<number, Beca18Option[]>();
  for (const group of byOffering.values()) {
    const here = department ? group.find((r) => normaliseRegionName(r.department) === department) : undefined;
    const r = here ?? group[0];
    const gestion = r.gestion === "publica" || r.gestion === "privada" ? r.gestion : null;
    const estimate = estimateBeca18Score({
      enp: null,
      cp: null,
      studentRegion: quintileRegion,
      modality: "ordinaria",
      place: {
        group: asGroup(r.group),
        gestion,
        tipoIes: asTipoIes(r.tipoIes),
        department: r.department,
        programme: r.programme,
        isEducation: r.careerArea ? r.careerArea.toLocaleLowerCase("es") === "educación" : null,
      },
    });
    const parts = estimate.parts.filter((p) => (PLACE_PART_KEYS as readonly string[]).includes(p.key));
    const option: Beca18Option = {
      offeringId: r.offeringId,
      institutionId: r.institutionId,
      institutionName: r.institutionName,
      programme: r.programme,
      department: r.department,
      districts: [...new Set(group.filter((g) => g.department === r.department).map((g) => g.district))],
      group: asGroup(r.group),
      gestion,
      inHerRegion: Boolean(here),
      onHerList: listedOfferings.has(r.offeringId) || listedInstitutions.has(r.institutionId),
      points: parts.reduce((sum, p) => sum + (p.points ?? 0), 0),
      parts,
      missing: parts.filter((p) => p.points === null).map((p) => p.label),
      href: href("institutionCareer", { institutionSlug: r.institutionSlug, career: r.offeringSlug }),
    };
    options.set(r.careerId!, [...(options.get(r.careerId!) ?? []), option]);
  }
  const order = (a: Beca18Option, b: Beca18Option) =>
    Number(b.inHerRegion) - Number(a.inHerRegion) ||
    Number(b.onHerList) - Number(a.onHerList) ||
    b.points - a.points ||
    (a.group ?? 9) - (b.group ?? 9) ||
    a.institutionName.localeCompare(b.institutionName, "es") ||
    a.offeringId - b.offeringId;
  return {
    ...base,
    careers: input.careers.map((c) => {
      const all = (options.get(c.careerId) ?? []).sort(order);
      return { careerId: c.careerId, name: c.name, options: all.slice(0, input.limit ?? 3), eligibleCount: all.length };
    }),
  };
}
