/**
 * beca18/ies_elegibles_2026.csv (PRONABEC's annex of eligible institutions, campuses and
 * programmes for Beca 18 2026, RJ N° 508-2026) → `beca18_listings`, one row per annex row, each
 * placed on a Rumbo institution and offering:
 * - emparejada: the institution, the department and the programme (same normalised name) are in
 *   Rumbo's 2015–16 offer: the listing confirms that offering in 2026;
 * - oferta-nueva: the institution is in Rumbo but not this programme in this department (a campus
 *   or programme the 2015–16 export lacks): a new offering with this source, never merged into a
 *   nearby programme;
 * - institucion-nueva: no Rumbo institution of that name in that department: a new institution
 *   (and its offerings) with this source, named as PRONABEC publishes it;
 * - sin-ubicar: the row cannot be placed at all (unknown department), reported.
 * Each institution listed also gets its PRONABEC group (1–3). Pure build + one write function.
 */
import { beca18Listings, institutions, offerings, type FigureSource } from "@/lib/db/schema";
import { BECA18_SOURCE, BECA18_CREDIT } from "@/lib/content/catalogue/sources";
import { inArray, isNotNull } from "drizzle-orm";
import { createCareerMatcher, stripLegalForms } from "../match";
import { sha256, type CsvFile } from "../parse";
import { fileName, freeSlug, parseGestion, requireColumns, type ReportEntry } from "../sources";
import { normalizeName, slugify, titleCaseEs } from "../text";
import { keysOf, upsert, type Exec, type UpsertCounts } from "../upsert";
import { careerIds, type CareerRowInput } from "./careers";
import { importInstitutions, institutionIds, OUTSIDE_SUNEDU, type InstitutionRowInput } from "./institutions";
import type { OfferingRowInput } from "./offerings";
import { regionIds, type RegionLookup, type RegionRow } from "./regions";

export const BECA18_COLUMNS = [
  "item",
  "ies",
  "tipo_ies",
  "tipo_gestion",
  "departamento",
  "sede_distrito",
  "programa_academico",
  "modalidad_estudio",
  "es_eib",
  "grupo",
] as const;

export type Beca18Outcome = "emparejada" | "oferta-nueva" | "institucion-nueva" | "sin-ubicar";

export type Beca18ListingInput = {
  item: number;
  line: number;
  ies: string;
  tipoIes: string;
  gestion: "publica" | "privada" | null;
  department: string;
  district: string;
  programme: string;
  modality: string;
  eib: boolean;
  group: number | null;
  outcome: Beca18Outcome;
  /** Why the row is not a plain match (which part Rumbo lacked), or how it was matched. */
  reason: string;
  institutionSlug: string | null;
  offeringKey: string | null;
};

export type Beca18Build = {
  listings: Beca18ListingInput[];
  institutions: InstitutionRowInput[];
  offerings: OfferingRowInput[];
  /** Institution slug → PRONABEC group (1–3). */
  groups: Map<string, number>;
  /** How each institution name was placed (one line per name × department). */
  institutionMatches: { ies: string; department: string; slug: string | null; method: string }[];
  issues: ReportEntry[];
};

type Ctx = {
  regions: RegionLookup;
  universities: InstitutionRowInput[];
  institutes: InstitutionRowInput[];
  offerings: OfferingRowInput[];
  careers: CareerRowInput[];
};

/**
 * Universities PRONABEC names differently from SUNEDU's list, each with why it is the same one.
 * Keys: PRONABEC's name, normalised. Values: the Rumbo slug.
 */
export const UNIVERSITY_ALIASES: Record<string, { slug: string; why: string }> = {
  // SUNEDU's register writes the city in the name; PRONABEC does not. Same university (Huánuco).
  "universidad nacional hermilio valdizan": {
    slug: "universidad-nacional-hermilio-valdizan-de-huanuco",
    why: "SUNEDU añade «de Huánuco» al nombre",
  },
  // PRONABEC adds «Privada»; SUNEDU's register has the university without it (one USIL).
  "universidad privada san ignacio de loyola": {
    slug: "universidad-san-ignacio-de-loyola",
    why: "PRONABEC añade «Privada» al nombre",
  },
  // The Conservatorio Nacional de Música became the Universidad Nacional de Música; Rumbo has it
  // from the 2015 export as an institute (not in SUNEDU's 2022 cut).
  "universidad nacional de musica": {
    slug: "instituto-conservatorio-nacional-de-musica-lima",
    why: "antes Conservatorio Nacional de Música (Rumbo lo tiene como instituto del export 2015)",
  },
  // The Escuela Superior de Música Daniel Alomía Robles (Huánuco) became a national university;
  // Rumbo has it from the 2015 export as an institute (not in SUNEDU's 2022 cut).
  "universidad nacional daniel alomia robles": {
    slug: "instituto-daniel-alomia-robles-huanuco",
    why: "antes Escuela Superior de Música Daniel Alomía Robles (Rumbo la tiene como instituto del export 2015)",
  },
};

/** «IES PRIVADO», «EESP PUBLICA», «EEST PRIVADA», «IES TECNOLOGICO»… before the institute's own name. */
const INSTITUTE_PREFIX =
  /^(?:(?:iest|iesp|iestp|ies|eesp|eest|eespp|eestp)\s+)?(?:(?:publico|publica|privado|privada|tecnologico|pedagogico)\s+)*/;
const GENERIC_WORDS =
  /\b(?:instituto|escuela|de educacion superior|educacion superior|tecnologico|pedagogico|publico|publica|privado|privada|superior)\b/g;

/** The comparable core of an institute name: «IES PRIVADO CERTUS» and «Certus» give «certus». */
export function instituteCore(name: string): string {
  return normalizeName(name)
    .replace(INSTITUTE_PREFIX, "")
    .replace(/\bno (?=\d)/g, "n ")
    .replace(GENERIC_WORDS, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Region key: the RENIEC department (LIMA covers Lima Metropolitana and Lima Provincias). */
const deptKey = (r: RegionRow | undefined) => (r ? r.ubigeoReniec.slice(0, 2) : null);

/** Programme names compared: accents, case and punctuation aside («ESPECIALIDAD:» kept as a word). */
const programmeKey = (s: string) => normalizeName(s);

/** A readable name from PRONABEC's upper case (accents cannot be restored: the page says so). */
export function readableName(s: string): string {
  return titleCaseEs(s.replace(/^(IES|EESP|EEST)\s+(PUBLICO|PUBLICA|PRIVADO|PRIVADA)\s+/, "$1 $2 "));
}

function kindOf(tipoIes: string): { instituteType: string; isSchool: boolean } {
  const t = normalizeName(tipoIes);
  if (t.includes("pedagogica")) return { instituteType: "escuela pedagógica", isSchool: true };
  if (t.startsWith("escuela")) return { instituteType: "escuela tecnológica", isSchool: true };
  return { instituteType: "tecnológico", isSchool: false };
}

export function buildBeca18(file: CsvFile, ctx: Ctx): Beca18Build {
  requireColumns(file, [...BECA18_COLUMNS]);
  const fname = fileName(file);
  const issues: ReportEntry[] = [];

  // Universities by name (legal forms aside): their names are unique in the country.
  const uniByName = new Map<string, string>();
  for (const u of ctx.universities) {
    uniByName.set(normalizeName(u.sourceName), u.slug);
    uniByName.set(stripLegalForms(u.sourceName), u.slug);
  }
  const allSlugs = new Set([...ctx.universities, ...ctx.institutes].map((i) => i.slug));
  // Institutes by core name, department and gestión (Rumbo holds one row per name × region).
  const instByKey = new Map<string, string[]>();
  const regionOfSlug = new Map<string, string | null>();
  for (const i of ctx.institutes) {
    const k = `${instituteCore(i.sourceName)}|${i.regionUbigeo?.slice(0, 2) ?? ""}|${i.gestion}`;
    instByKey.set(k, [...(instByKey.get(k) ?? []), i.slug]);
    regionOfSlug.set(i.slug, i.regionUbigeo);
  }
  for (const u of ctx.universities) regionOfSlug.set(u.slug, u.regionUbigeo);

  // Existing offerings by institution, department and programme name (first in file order).
  const offeringByKey = new Map<string, string>();
  /** Institution × programme anywhere (to say «Rumbo lo tiene en otro departamento»). */
  const programmeAnywhere = new Set<string>();
  const slugsOfInstitution = new Map<string, Set<string>>();
  for (const o of ctx.offerings) {
    const k = `${o.institutionSlug}|${o.regionUbigeo?.slice(0, 2) ?? ""}|${programmeKey(o.programName)}`;
    if (!offeringByKey.has(k)) offeringByKey.set(k, o.sourceKey);
    programmeAnywhere.add(`${o.institutionSlug}|${programmeKey(o.programName)}`);
    const set = slugsOfInstitution.get(o.institutionSlug) ?? new Set<string>();
    set.add(o.slug);
    slugsOfInstitution.set(o.institutionSlug, set);
  }

  const careerMatcher = createCareerMatcher(
    ctx.careers.map((c) => ({
      key: c.slug,
      name: c.name,
      family: c.pecFamily,
      type: c.pecInstitutionType === "UNIVERSIDAD" || c.pecInstitutionType === "INSTITUTO" ? c.pecInstitutionType : null,
    })),
  );
  const careerCache = new Map<string, ReturnType<typeof careerMatcher>>();
  const familyOfCareer = new Map(ctx.careers.map((c) => [c.slug, c.pecFamily ?? ""]));

  const newInstitutions = new Map<string, InstitutionRowInput>();
  const newOfferings = new Map<string, OfferingRowInput>();
  const groups = new Map<string, number>();
  const matches = new Map<string, Beca18Build["institutionMatches"][number]>();
  const listings: Beca18ListingInput[] = [];
  const mixedGroups = new Set<string>();

  const placeInstitution = (
    ies: string,
    isUniversity: boolean,
    region: RegionRow,
    gestion: "publica" | "privada" | null,
    tipoIes: string,
  ): { slug: string; created: boolean; method: string } => {
    const n = normalizeName(ies);
    if (isUniversity) {
      const alias = UNIVERSITY_ALIASES[n];
      if (alias) return { slug: alias.slug, created: false, method: `alias: ${alias.why}` };
      const slug = uniByName.get(n) ?? uniByName.get(stripLegalForms(ies));
      if (slug) return { slug, created: false, method: "nombre normalizado" };
    } else {
      const k = `${instituteCore(ies)}|${deptKey(region)}|${gestion ?? ""}`;
      const found = instByKey.get(k);
      if (found?.length === 1) return { slug: found[0], created: false, method: "nombre normalizado, departamento y gestión" };
    }
    // Not in Rumbo: a new institution, one per name and department (as Rumbo holds institutes).
    const key = `${n}|${deptKey(region)}`;
    const existing = newInstitutions.get(key);
    if (existing) return { slug: existing.slug, created: true, method: "nueva" };
    const name = readableName(ies);
    const slug = freeSlug(`${isUniversity ? "" : "instituto-"}${slugify(name)}-${slugify(region.name)}`, allSlugs);
    allSlugs.add(slug);
    const kind = kindOf(tipoIes);
    newInstitutions.set(key, {
      ...OUTSIDE_SUNEDU,
      slug,
      name,
      sourceName: ies,
      kind: isUniversity ? "universidad" : "instituto",
      gestion: gestion ?? "publica",
      regionUbigeo: region.ubigeoReniec,
      instituteType: isUniversity ? null : kind.instituteType,
      isSchool: isUniversity ? false : kind.isSchool,
      knownBrand: null,
      programCount: null,
      families: null,
      typicalDurationYears: null,
      incomeMin: null,
      incomeMax: null,
      source: BECA18_SOURCE,
    });
    return { slug, created: true, method: "nueva" };
  };

  for (const { line, values: r } of file.rows) {
    const item = Number(r.item);
    const ies = r.ies.trim();
    const tipoIes = r.tipo_ies.trim();
    const gestion = parseGestion(r.tipo_gestion);
    const department = r.departamento.trim();
    const programme = r.programa_academico.replace(/\s+/g, " ").trim();
    const group = /^[123]$/.test(r.grupo.trim()) ? Number(r.grupo.trim()) : null;
    const base = {
      item,
      line,
      ies,
      tipoIes,
      gestion,
      department,
      district: r.sede_distrito.trim(),
      programme,
      modality: r.modalidad_estudio.trim(),
      eib: r.es_eib.trim().toLowerCase() === "si",
      group,
    };
    const region = ctx.regions.byName(department);
    if (!region) {
      listings.push({ ...base, outcome: "sin-ubicar", reason: "departamento no reconocido", institutionSlug: null, offeringKey: null });
      issues.push({ file: fname, row: line, value: `${ies} · ${department}`, reason: "departamento no reconocido: fila sin ubicar" });
      continue;
    }
    const isUniversity = normalizeName(tipoIes) === "universidad";
    const inst = placeInstitution(ies, isUniversity, region, gestion, tipoIes);
    const mk = `${ies}|${department}`;
    if (!matches.has(mk)) matches.set(mk, { ies, department, slug: inst.slug, method: inst.method });
    if (group !== null) {
      const prev = groups.get(inst.slug);
      if (prev !== undefined && prev !== group && !mixedGroups.has(inst.slug)) {
        mixedGroups.add(inst.slug);
        issues.push({
          file: fname,
          row: line,
          value: ies,
          reason: `grupo ${group} distinto del grupo ${prev} de otra fila: la institución guarda el mejor; cada fila, el suyo`,
        });
      }
      groups.set(inst.slug, Math.min(prev ?? group, group));
    }
    const progKey = programmeKey(programme);
    const existingKey = offeringByKey.get(`${inst.slug}|${deptKey(region)}|${progKey}`);
    if (existingKey) {
      listings.push({
        ...base,
        outcome: "emparejada",
        reason: "programa con el mismo nombre en la misma institución y departamento",
        institutionSlug: inst.slug,
        offeringKey: existingKey,
      });
      continue;
    }
    // A new offering: one per institution, department and programme.
    const offeringKey = `pronabec-2026:${sha256(`${inst.slug}|${deptKey(region)}|${progKey}`).slice(0, 32)}`;
    if (!newOfferings.has(offeringKey)) {
      const type = isUniversity ? "UNIVERSIDAD" : "INSTITUTO";
      const cmKey = `${type}|${progKey}`;
      const cm = careerCache.get(cmKey) ?? careerMatcher("", type, programme);
      careerCache.set(cmKey, cm);
      const programName = titleCaseEs(programme);
      const taken = slugsOfInstitution.get(inst.slug) ?? new Set<string>();
      let slug = slugify(programName) || "programa";
      if (taken.has(slug)) slug = `${slug}-${slugify(region.name)}`;
      slug = freeSlug(slug, taken);
      taken.add(slug);
      slugsOfInstitution.set(inst.slug, taken);
      const sources: Record<string, FigureSource> = { offer: BECA18_CREDIT };
      newOfferings.set(offeringKey, {
        sourceKey: offeringKey,
        institutionSlug: inst.slug,
        careerSlug: cm.key,
        programName,
        family: cm.key ? (familyOfCareer.get(cm.key) ?? "") : "",
        slug,
        regionName: region.name,
        regionUbigeo: region.ubigeoReniec,
        durationYears: null,
        costMinCents: null,
        costMaxCents: null,
        admissionRate: null,
        income: null,
        credit: null,
        scholarships: null,
        admitted: null,
        applicants: null,
        enrolled: null,
        sources,
        line,
      });
    }
    const outcome: Beca18Outcome = inst.created ? "institucion-nueva" : "oferta-nueva";
    const reason = inst.created
      ? "institución que Rumbo no tiene en ese departamento: se crea con esta fuente"
      : programmeAnywhere.has(`${inst.slug}|${progKey}`)
        ? "programa que Rumbo tiene en otro departamento, no en esta sede: oferta nueva con esta fuente"
        : "programa que Rumbo no tiene en esta institución: oferta nueva con esta fuente";
    listings.push({ ...base, outcome, reason, institutionSlug: inst.slug, offeringKey });
  }
  return {
    listings,
    institutions: [...newInstitutions.values()],
    offerings: [...newOfferings.values()],
    groups,
    institutionMatches: [...matches.values()],
    issues,
  };
}

/** Counts per outcome (the report and the console line). */
export function beca18Counts(build: Beca18Build): Record<Beca18Outcome, number> {
  const counts: Record<Beca18Outcome, number> = { emparejada: 0, "oferta-nueva": 0, "institucion-nueva": 0, "sin-ubicar": 0 };
  for (const l of build.listings) counts[l.outcome]++;
  return counts;
}

/**
 * Writes the new institutions and offerings, the listings (by annex item) and each institution's
 * group; an institution no longer in the list loses its group. Returns the listings' counts (the
 * step's rows); the new institutions and offerings are in the report.
 */
export async function importBeca18(db: Exec, build: Beca18Build): Promise<UpsertCounts> {
  if (build.institutions.length) await importInstitutions(db, build.institutions);
  const iIds = await institutionIds(db);
  const rIds = await regionIds(db);
  const cIds = await careerIds(db);
  if (build.offerings.length) {
    const rows = build.offerings.map(({ institutionSlug, careerSlug, regionUbigeo, line: _line, ...r }) => ({
      ...r,
      institutionId: iIds.get(institutionSlug)!,
      careerId: careerSlug ? (cIds.get(careerSlug) ?? null) : null,
      regionId: regionUbigeo ? (rIds.get(regionUbigeo) ?? null) : null,
    }));
    await upsert(db, offerings, rows, [offerings.sourceKey], keysOf(rows[0], ["sourceKey"]), { keepEdited: true });
  }
  const keys = [...new Set(build.listings.map((l) => l.offeringKey).filter((k): k is string => Boolean(k)))];
  const oIds = new Map<string, number>();
  for (let i = 0; i < keys.length; i += 1000) {
    const part = await db
      .select({ id: offerings.id, k: offerings.sourceKey })
      .from(offerings)
      .where(inArray(offerings.sourceKey, keys.slice(i, i + 1000)));
    for (const r of part) oIds.set(r.k, r.id);
  }
  const rows = build.listings.map(({ line: _line, institutionSlug, offeringKey, ...l }) => ({
    ...l,
    institutionId: institutionSlug ? (iIds.get(institutionSlug) ?? null) : null,
    offeringId: offeringKey ? (oIds.get(offeringKey) ?? null) : null,
    source: BECA18_SOURCE,
  }));
  const counts = rows.length
    ? await upsert(db, beca18Listings, rows, [beca18Listings.item], keysOf(rows[0], ["item"]))
    : { inserted: 0, updated: 0 };
  // Groups: set from the list, cleared for institutions no longer in it.
  const listed = [...build.groups.entries()];
  const byGroup = new Map<number, number[]>();
  for (const [slug, g] of listed) {
    const id = iIds.get(slug);
    if (id !== undefined) byGroup.set(g, [...(byGroup.get(g) ?? []), id]);
  }
  await db.update(institutions).set({ beca18Group: null }).where(isNotNull(institutions.beca18Group));
  for (const [g, ids] of byGroup) {
    await db.update(institutions).set({ beca18Group: g }).where(inArray(institutions.id, ids));
  }
  return counts;
}
