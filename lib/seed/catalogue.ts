/**
 * Builds the catalogue rows from the CSV files in data/ (see data/SOURCES.md), without touching
 * the database: names in title case, stable slugs, institutes merged, offerings matched to
 * institutions and careers, figures parsed. Everything that is not a clean match is returned as a
 * report entry. Foreign keys are natural keys here (region ubigeo, institution slug, career slug);
 * the seed resolves them to ids.
 */
import path from "node:path";
import type { FigureSource } from "@/lib/db/schema";
import {
  blankToNull,
  FigureError,
  parseCost,
  parseCount,
  parseDecimal,
  parsePercent,
  parseSoles,
  parseYears,
  parseYesNo,
  readCsv,
  sha256,
  type CsvFile,
} from "./parse";
import { createCareerMatcher, createUniversityMatcher, type CareerMatch, type InstitutionType, type UniversityMatch } from "./match";
import { normalizeName, slugify, stripAccents, titleCaseEs } from "./text";
import { INCOME_SOURCE, OFFERING_SOURCE, SUNEDU_SOURCE } from "@/lib/content/catalogue/sources";

export const DATA_FILES = {
  regions: "regions_pe.csv",
  universities: "universities_pe.csv",
  institutes: "institutes_pe.csv",
  careers: "careers_pe.csv",
  offerings: "offerings_pe_2016.csv",
  schools: "schools_pe.csv",
} as const;

export type DataFileKey = keyof typeof DATA_FILES;

/** One line of the import report: which file and row, the value concerned and why. */
export type ReportEntry = { file: string; row: number | null; value: string; reason: string; detail?: string };

/* ───────────── Sources ───────────── */

export type Sources = Record<DataFileKey, CsvFile> & { dataDir: string; hashes: Record<DataFileKey, string> };

export function loadSources(dataDir: string): Sources {
  const files = {} as Record<DataFileKey, CsvFile>;
  const hashes = {} as Record<DataFileKey, string>;
  for (const key of Object.keys(DATA_FILES) as DataFileKey[]) {
    const file = readCsv(path.join(dataDir, DATA_FILES[key]));
    files[key] = file;
    hashes[key] = sha256(file.text);
  }
  return { ...files, dataDir, hashes };
}

function requireColumns(file: CsvFile, columns: string[]) {
  const missing = columns.filter((c) => !file.header.includes(c));
  if (missing.length) {
    throw new Error(`${path.basename(file.path)}: faltan las columnas ${missing.join(", ")}`);
  }
}

const fileName = (file: CsvFile) => path.basename(file.path);

/* ───────────── Regions ───────────── */

export type RegionRow = {
  ubigeoReniec: string;
  ubigeoInei: string;
  slug: string;
  name: string;
  kind: string;
  iso: string | null;
  capital: string | null;
  areaKm2: number | null;
  lat: number | null;
  lng: number | null;
  source: string;
  note: string | null;
};

export function buildRegions(file: CsvFile): RegionRow[] {
  requireColumns(file, ["ubigeo_inei", "ubigeo_reniec", "nombre", "tipo", "fuente"]);
  return file.rows.map(({ values: r }) => ({
    ubigeoReniec: r.ubigeo_reniec.trim(),
    ubigeoInei: r.ubigeo_inei.trim(),
    slug: slugify(r.nombre),
    name: r.nombre.trim(),
    kind: r.tipo.trim(),
    iso: blankToNull(r.iso_3166_2),
    capital: blankToNull(r.capital),
    areaKm2: parseDecimal(r.superficie_km2),
    lat: parseDecimal(r.latitud_capital),
    lng: parseDecimal(r.longitud_capital),
    source: r.fuente.trim(),
    note: blankToNull(r.nota),
  }));
}

/**
 * Region lookup by name as Ponte en Carrera writes it ("Junin", "Ancash", "Lima").
 *
 * Rule for Lima: Ponte en Carrera's "Lima" is the whole department (it does not separate
 * Lima Metropolitana from Lima Provincias), so it maps to the department row "Lima"
 * (RENIEC 14, the same row universities reach through the first two digits of their ubigeo).
 * The optional "Lima Metropolitana" row (RENIEC 1401) is only matched by its own name.
 */
export function regionIndex(regions: RegionRow[]) {
  const byName = new Map<string, RegionRow>();
  const byReniec = new Map<string, RegionRow>();
  for (const r of regions) {
    byName.set(normalizeName(r.name), r);
    byReniec.set(r.ubigeoReniec, r);
  }
  return {
    byName: (name: string) => byName.get(normalizeName(name)),
    /** The department of a 6-digit ubigeo (its first two digits are the RENIEC department code). */
    byUbigeo: (ubigeo: string) => (ubigeo.length >= 2 ? byReniec.get(ubigeo.slice(0, 2)) : undefined),
  };
}

/* ───────────── Institutions ───────────── */

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

function parseGestion(value: string): "publica" | "privada" | null {
  const v = normalizeName(value);
  if (v.startsWith("publica")) return "publica";
  if (v.startsWith("privada")) return "privada";
  return null;
}

function intOrNull(value: string | undefined): number | null {
  const v = (value ?? "").trim();
  if (!/^-?\d+$/.test(v)) return null;
  return Number(v);
}

function dateOrNull(value: string | undefined): string | null {
  const v = (value ?? "").trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

/** "unmsm.edu.pe" → "https://unmsm.edu.pe". */
function websiteUrl(domain: string | undefined): string | null {
  const d = (domain ?? "").trim();
  if (!d) return null;
  return /^https?:\/\//i.test(d) ? d : `https://${d}`;
}

export type UniversityBuild = { rows: InstitutionRowInput[]; issues: ReportEntry[] };

export function buildUniversities(file: CsvFile, regions: ReturnType<typeof regionIndex>): UniversityBuild {
  requireColumns(file, ["codigo_entidad", "nombre", "gestion", "licencia_simple", "ubigeo"]);
  const issues: ReportEntry[] = [];
  const rows: InstitutionRowInput[] = [];
  const slugs = new Map<string, number>();
  for (const { line, values: r } of file.rows) {
    const name = titleCaseEs(r.nombre);
    const gestion = parseGestion(r.gestion);
    if (!gestion) {
      issues.push({ file: fileName(file), row: line, value: r.gestion, reason: "gestión no reconocida: fila omitida" });
      continue;
    }
    // The slug leaves out the legal form ("Universidad César Vallejo S.A.C." → universidad-cesar-vallejo).
    let slug = slugify(titleCaseEs(stripLegalFormsDisplay(r.nombre)));
    const seen = slugs.get(slug) ?? 0;
    slugs.set(slug, seen + 1);
    if (seen > 0) {
      issues.push({ file: fileName(file), row: line, value: r.nombre, reason: `slug repetido "${slug}": se añade un sufijo` });
      slug = `${slug}-${seen + 1}`;
    }
    const ubigeo = blankToNull(r.ubigeo);
    const region = ubigeo ? regions.byUbigeo(ubigeo) : undefined;
    if (ubigeo && !region) {
      issues.push({ file: fileName(file), row: line, value: ubigeo, reason: "ubigeo sin región: región vacía" });
    }
    const hasCut = Boolean(dateOrNull(r.fecha_corte_dataset));
    const subSources = [
      r.dominio_web && r.dominio_fuente ? `dominio web: ${r.dominio_fuente}` : null,
      r.anio_creacion_legal && r.anio_creacion_fuente ? `año de creación: ${r.anio_creacion_fuente}` : null,
      r.siglas && r.siglas_fuente ? `siglas: ${r.siglas_fuente}` : null,
    ].filter(Boolean);
    const mainSource = hasCut
      ? SUNEDU_SOURCE
      : `SUNEDU, ${r.estado_posterior_fuente?.trim() || "fuente no indicada"} (fuera del corte 2022-08-17 de «Licenciamiento Institucional»)`;
    rows.push({
      slug,
      name,
      sourceName: r.nombre.trim(),
      shortName: blankToNull(r.siglas),
      kind: "universidad",
      gestion,
      regionUbigeo: region?.ubigeoReniec ?? null,
      province: blankToNull(r.provincia) ? titleCaseEs(r.provincia) : null,
      district: blankToNull(r.distrito) ? titleCaseEs(r.distrito) : null,
      ubigeo,
      lat: parseDecimal(r.latitud),
      lng: parseDecimal(r.longitud),
      sourceCode: blankToNull(r.codigo_entidad),
      licenceStatus: blankToNull(r.licencia_simple),
      licenceLabel: blankToNull(r.estado_licenciamiento_sunedu),
      licenceStart: dateOrNull(r.fecha_inicio_licencia),
      licenceEnd: dateOrNull(r.fecha_fin_licencia),
      licenceYears: intOrNull(r.periodo_licencia_anios),
      licenceDataCut: dateOrNull(r.fecha_corte_dataset),
      laterStatus: blankToNull(r.estado_posterior),
      laterStatusSource: blankToNull(r.estado_posterior_fuente),
      foundedYear: intOrNull(r.anio_creacion_legal),
      website: websiteUrl(r.dominio_web),
      instituteType: null,
      isSchool: false,
      knownBrand: null,
      programCount: null,
      families: null,
      typicalDurationYears: null,
      incomeMin: null,
      incomeMax: null,
      source: [mainSource, ...subSources].join("; "),
    });
  }
  return { rows, issues };
}

/** The name without legal forms, keeping its original words (for slugs and display variants). */
function stripLegalFormsDisplay(name: string): string {
  return name
    .replace(/\bS\.?\s?A\.?\s?C\.?(?=\s|$)/giu, " ")
    .replace(/\bS\.\s?A\.(?=\s|$)/giu, " ")
    .replace(/\bSOCIEDAD AN[OÓ]NIMA( CERRADA)?\b/giu, " ")
    .replace(/\bASOCIACI[OÓ]N CIVIL\b/giu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The merge key of an institute: normalised name, region and gestión. */
export function instituteKey(name: string, region: string, gestion: string): string {
  return `${normalizeName(name)}|${normalizeName(region)}|${parseGestion(gestion) ?? normalizeName(gestion)}`;
}

/** How many letters carry an accent or diacritic. */
const diacritics = (s: string) => [...s].filter((ch) => stripAccents(ch) !== ch).length;

export type InstituteBuild = {
  rows: InstitutionRowInput[];
  /** Merge key → institute slug, for the offerings. */
  byKey: Map<string, string>;
  merged: ReportEntry[];
  issues: ReportEntry[];
};

/**
 * Institutes from Ponte en Carrera, one per (normalised name, region, gestión): the export lists
 * a few institutes twice with different accents ("Huancane"/"Huancané"); those rows are merged
 * (programmes and families added up, the accented spelling kept) and listed in the report.
 *
 * Slug: "instituto-" + name + "-" + region ("instituto-13-de-julio-de-1882-cajamarca"); when the
 * same name and region exist as pública and privada, "-publico"/"-privado" is appended. The
 * "instituto-" prefix keeps them apart from universities, whose names start with "universidad",
 * "pontificia", "facultad"…
 */
export function buildInstitutes(file: CsvFile, regions: ReturnType<typeof regionIndex>, taken: Set<string>): InstituteBuild {
  requireColumns(file, ["nombre_pec", "region", "gestion", "tipo_inferido", "es_escuela", "n_programas", "familias", "fuente"]);
  const merged: ReportEntry[] = [];
  const issues: ReportEntry[] = [];
  type Group = { key: string; lines: number[]; rows: Record<string, string>[] };
  const groups = new Map<string, Group>();
  for (const { line, values: r } of file.rows) {
    const key = instituteKey(r.nombre_pec, r.region, r.gestion);
    const g = groups.get(key);
    if (g) {
      g.lines.push(line);
      g.rows.push(r);
    } else groups.set(key, { key, lines: [line], rows: [r] });
  }

  // Names present in one region under both gestiones need the gestión in the slug.
  const gestionesByNameRegion = new Map<string, Set<string>>();
  for (const g of groups.values()) {
    const [n, reg, ges] = g.key.split("|");
    const k = `${n}|${reg}`;
    gestionesByNameRegion.set(k, (gestionesByNameRegion.get(k) ?? new Set()).add(ges));
  }

  const rows: InstitutionRowInput[] = [];
  const byKey = new Map<string, string>();
  for (const g of groups.values()) {
    // The spelling with the most accents is the better one ("Huancané" over "Huancane").
    const primary = [...g.rows].sort((a, b) => diacritics(b.nombre_pec) - diacritics(a.nombre_pec))[0];
    // Other attributes come from the row with the most programmes (first in file order on a tie).
    const main = [...g.rows].sort((a, b) => (intOrNull(b.n_programas) ?? 0) - (intOrNull(a.n_programas) ?? 0))[0];
    const line = g.lines[0];
    if (g.rows.length > 1) {
      const differing = ["tipo_inferido", "duracion_moda_anios", "es_escuela", "marca_conocida"].filter(
        (c) => new Set(g.rows.map((r) => r[c])).size > 1,
      );
      merged.push({
        file: fileName(file),
        row: line,
        value: g.rows.map((r) => r.nombre_pec).join(" | "),
        reason: `institutos fusionados (mismo nombre normalizado, región y gestión; filas ${g.lines.join(", ")})`,
        detail: differing.length
          ? `difieren: ${differing.map((c) => `${c} = ${g.rows.map((r) => r[c] || "∅").join(" / ")}`).join("; ")} — revisar si son instituciones distintas`
          : undefined,
      });
    }
    const gestion = parseGestion(main.gestion);
    if (!gestion) {
      issues.push({ file: fileName(file), row: line, value: main.gestion, reason: "gestión no reconocida: fila omitida" });
      continue;
    }
    const region = regions.byName(main.region);
    if (!region) issues.push({ file: fileName(file), row: line, value: main.region, reason: "región no reconocida: región vacía" });
    const name = titleCaseEs(primary.nombre_pec);
    const [n, reg] = g.key.split("|");
    const withGestion = (gestionesByNameRegion.get(`${n}|${reg}`)?.size ?? 1) > 1;
    const baseName = slugify(name);
    let slug = [
      baseName.startsWith("instituto-") || baseName === "instituto" ? baseName : `instituto-${baseName}`,
      slugify(region?.name ?? main.region),
      withGestion ? (gestion === "publica" ? "publico" : "privado") : "",
    ]
      .filter(Boolean)
      .join("-");
    if (taken.has(slug)) {
      let i = 2;
      while (taken.has(`${slug}-${i}`)) i++;
      issues.push({ file: fileName(file), row: line, value: name, reason: `slug repetido "${slug}": se usa "${slug}-${i}"` });
      slug = `${slug}-${i}`;
    }
    taken.add(slug);
    byKey.set(g.key, slug);

    const families = [
      ...new Set(
        g.rows.flatMap((r) =>
          r.familias
            .split(";")
            .map((f) => f.trim())
            .filter(Boolean),
        ),
      ),
    ].sort((a, b) => a.localeCompare(b, "es"));
    const incomesMin = g.rows.map((r) => parseSoles(r.ingreso_prom_min_soles)).filter((v): v is number => v !== null);
    const incomesMax = g.rows.map((r) => parseSoles(r.ingreso_prom_max_soles)).filter((v): v is number => v !== null);
    const programCounts = g.rows.map((r) => intOrNull(r.n_programas));
    rows.push({
      slug,
      name,
      sourceName: primary.nombre_pec.trim(),
      shortName: null,
      kind: "instituto",
      gestion,
      regionUbigeo: region?.ubigeoReniec ?? null,
      province: null,
      district: null,
      ubigeo: null,
      lat: null,
      lng: null,
      sourceCode: null,
      // No licensing data for institutes: the product shows "licenciamiento: sin dato".
      licenceStatus: null,
      licenceLabel: null,
      licenceStart: null,
      licenceEnd: null,
      licenceYears: null,
      licenceDataCut: null,
      laterStatus: null,
      laterStatusSource: null,
      foundedYear: null,
      website: null,
      instituteType: blankToNull(main.tipo_inferido),
      isSchool: g.rows.some((r) => normalizeName(r.es_escuela) === "si"),
      knownBrand: blankToNull(g.rows.map((r) => r.marca_conocida).find((v) => v?.trim()) ?? ""),
      programCount: programCounts.every((v) => v === null) ? null : programCounts.reduce<number>((s, v) => s + (v ?? 0), 0),
      families: families.length ? families : null,
      typicalDurationYears: parseDecimal(main.duracion_moda_anios),
      incomeMin: incomesMin.length ? Math.min(...incomesMin) : null,
      incomeMax: incomesMax.length ? Math.max(...incomesMax) : null,
      source: main.fuente.trim(),
    });
  }
  return { rows, byKey, merged, issues };
}

/* ───────────── Careers ───────────── */

export type CareerRowInput = {
  slug: string;
  name: string;
  level: "universitaria" | "tecnica";
  area: string;
  areaSlug: string;
  areaSource: string | null;
  cineProgram: string | null;
  cineBroad: string | null;
  cineSpecific: string | null;
  cineLevel: string | null;
  durationYears: number | null;
  durationSource: string | null;
  onetSoc: string | null;
  onetOccupation: string | null;
  riasecCode: string | null;
  riasec: { R: number; I: number; A: number; S: number; E: number; C: number } | null;
  pecFamily: string | null;
  pecInstitutionType: string | null;
  incomeMedian: number | null;
  incomeMin: number | null;
  incomeMax: number | null;
  incomeInstitutions: number | null;
};

export function buildCareers(file: CsvFile): { rows: CareerRowInput[]; issues: ReportEntry[] } {
  requireColumns(file, ["carrera", "nivel", "area_app", "pec_familia", "pec_tipo_institucion", "riasec_onet", "oi_R", "oi_C"]);
  const issues: ReportEntry[] = [];
  const rows: CareerRowInput[] = [];
  const slugs = new Set<string>();
  for (const { line, values: r } of file.rows) {
    let slug = slugify(r.carrera);
    if (slugs.has(slug)) {
      let i = 2;
      while (slugs.has(`${slug}-${i}`)) i++;
      issues.push({ file: fileName(file), row: line, value: r.carrera, reason: `slug repetido "${slug}": se usa "${slug}-${i}"` });
      slug = `${slug}-${i}`;
    }
    slugs.add(slug);
    const level = normalizeName(r.nivel).startsWith("universitaria") ? "universitaria" : "tecnica";
    const scores = (["R", "I", "A", "S", "E", "C"] as const).map((d) => parseDecimal(r[`oi_${d}`], `oi_${d}`));
    const riasec = scores.every((v): v is number => v !== null)
      ? { R: scores[0], I: scores[1], A: scores[2], S: scores[3], E: scores[4], C: scores[5] }
      : null;
    if (!riasec)
      issues.push({ file: fileName(file), row: line, value: r.carrera, reason: "sin perfil RIASEC de O*NET (columnas oi_* vacías)" });
    const area = r.area_app.trim();
    rows.push({
      slug,
      name: r.carrera.trim(),
      level,
      area,
      areaSlug: slugify(area),
      areaSource: blankToNull(r.area_app_fuente),
      cineProgram: blankToNull(r.cine_programa),
      cineBroad: blankToNull(r.cine_campo_amplio),
      cineSpecific: blankToNull(r.cine_campo_especifico),
      cineLevel: blankToNull(r.cine_nivel),
      durationYears: parseDecimal(r.duracion_anios),
      durationSource: blankToNull(r.duracion_fuente),
      onetSoc: blankToNull(r.onet_soc),
      // The Spanish title is what pages show; the English O*NET title stays in the CSV for provenance.
      onetOccupation: blankToNull(r.onet_ocupacion_es) ?? blankToNull(r.onet_ocupacion),
      riasecCode: blankToNull(r.riasec_onet),
      riasec,
      pecFamily: blankToNull(r.pec_familia),
      pecInstitutionType: blankToNull(r.pec_tipo_institucion),
      incomeMedian: parseSoles(r.pec_ingreso_mediana_soles),
      incomeMin: parseSoles(r.pec_ingreso_min_soles),
      incomeMax: parseSoles(r.pec_ingreso_max_soles),
      incomeInstitutions: intOrNull(r.pec_n_instituciones),
    });
  }
  return { rows, issues };
}

/* ───────────── Offerings ───────────── */

export type OfferingRowInput = {
  sourceKey: string;
  institutionSlug: string;
  careerSlug: string | null;
  programName: string;
  family: string;
  slug: string;
  regionName: string | null;
  regionUbigeo: string | null;
  durationYears: number | null;
  costMinCents: number | null;
  costMaxCents: number | null;
  admissionRate: number | null;
  income: number | null;
  credit: boolean | null;
  scholarships: boolean | null;
  admitted: number | null;
  applicants: number | null;
  enrolled: number | null;
  sources: Record<string, FigureSource>;
  /** The source file line (for the report). */
  line: number;
};

export type UniversityMapping = {
  name: string;
  region: string;
  rows: number;
  university: string | null;
  method: "exacto" | "sin-forma-juridica" | "aproximado" | null;
  score: number | null;
  note?: string;
};

export type CareerMapping = {
  family: string;
  type: InstitutionType;
  programme: string;
  career: string | null;
  method: CareerMatch["method"];
  score: number;
  rows: number[];
};

export type OfferingBuild = {
  rows: OfferingRowInput[];
  unmatchedInstitutions: ReportEntry[];
  unmatchedCareers: ReportEntry[];
  review: ReportEntry[];
  /** Figures loaded as they come but unlikely (a "monthly" cost above S/ 5 000, a reversed range). */
  figures: ReportEntry[];
  issues: ReportEntry[];
  universityMappings: UniversityMapping[];
  careerMappings: CareerMapping[];
};

const COL = {
  family: "Familia Carrera",
  programme: "Carrera",
  institution: "Institución",
  region: "Ubicación",
  type: "Tipo Institución",
  gestion: "Tipo Gestión",
  duration: "Duración",
  cost: "Costo (S/.)",
  admissionRate: "Ingresantes/Postulantes (%)",
  income: "Ingreso Promedio Nacional (S/.)",
  credit: "Crédito universitario",
  scholarships: "Becas educativas",
  admitted: "Ingresantes",
  applicants: "Postulantes",
  enrolled: "Matriculados",
} as const;

/** A monthly cost above this (soles) is probably annual or for the whole programme: listed for review. */
const COST_REVIEW_SOLES = 5000;

export function buildOfferings(
  file: CsvFile,
  ctx: {
    regions: ReturnType<typeof regionIndex>;
    universities: InstitutionRowInput[];
    institutes: InstituteBuild;
    careers: CareerRowInput[];
  },
): OfferingBuild {
  requireColumns(file, Object.values(COL));
  const fname = fileName(file);
  const unmatchedInstitutions: ReportEntry[] = [];
  const unmatchedCareers: ReportEntry[] = [];
  const review: ReportEntry[] = [];
  const figures: ReportEntry[] = [];
  const issues: ReportEntry[] = [];

  const regionNameOfUbigeo = new Map<string, string>();
  const uniMatcher = createUniversityMatcher(
    ctx.universities.map((u) => {
      const region = u.ubigeo ? ctx.regions.byUbigeo(u.ubigeo) : undefined;
      if (region) regionNameOfUbigeo.set(u.slug, region.name);
      return { key: u.slug, name: u.sourceName, region: region ? normalizeName(region.name) : null };
    }),
  );
  const careerMatcher = createCareerMatcher(
    ctx.careers.map((c) => ({
      key: c.slug,
      name: c.name,
      family: c.pecFamily,
      type: c.pecInstitutionType === "UNIVERSIDAD" || c.pecInstitutionType === "INSTITUTO" ? c.pecInstitutionType : null,
    })),
  );
  const careerName = new Map(ctx.careers.map((c) => [c.slug, c.name]));
  const universityName = new Map(ctx.universities.map((u) => [u.slug, u.name]));

  const uniCache = new Map<string, UniversityMatch>();
  const uniMappings = new Map<string, UniversityMapping>();
  const careerMappings = new Map<string, CareerMapping>();
  const keyCount = new Map<string, number>();
  const firstLineOfKey = new Map<string, number>();

  type Pending = Omit<OfferingRowInput, "slug"> & { baseSlug: string; homeRegion: string | null };
  const pending: Pending[] = [];

  for (const { line, values: r, raw } of file.rows) {
    // A stable key of the source row: its raw values; identical rows get an occurrence index.
    const baseKey = sha256(raw.join("\u001f")).slice(0, 40);
    const n = (keyCount.get(baseKey) ?? 0) + 1;
    keyCount.set(baseKey, n);
    const sourceKey = n === 1 ? baseKey : `${baseKey}#${n}`;
    if (n === 1) firstLineOfKey.set(baseKey, line);
    else
      review.push({
        file: fname,
        row: line,
        value: raw.join(", "),
        reason: `fila idéntica a la fila ${firstLineOfKey.get(baseKey)}: se cargan ambas (clave con índice #${n})`,
      });

    const type = r[COL.type].trim().toUpperCase() as InstitutionType;
    const instName = r[COL.institution].trim();
    const regionLabel = r[COL.region].trim();
    const region = ctx.regions.byName(regionLabel);
    if (!region) issues.push({ file: fname, row: line, value: regionLabel, reason: "región no reconocida" });
    const family = r[COL.family].replace(/\s+/g, " ").trim();
    const rawProgramme = r[COL.programme].trim();
    const programmeMissing = rawProgramme === "" || /^n\.?d\.?$/i.test(rawProgramme);
    const programName = programmeMissing ? family : rawProgramme;
    if (programmeMissing) {
      review.push({
        file: fname,
        row: line,
        value: `${instName} · ${rawProgramme || "(vacío)"}`,
        reason: `programa sin nombre (ND): se usa la familia "${family}"`,
      });
    }

    // Institution
    let institutionSlug: string | null = null;
    let homeRegion: string | null = null;
    if (type === "UNIVERSIDAD") {
      const cacheKey = `${instName}|${regionLabel}`;
      let m = uniCache.get(cacheKey);
      if (!m) {
        m = uniMatcher(instName, region?.name ?? regionLabel);
        uniCache.set(cacheKey, m);
      }
      const mapping = uniMappings.get(instName);
      if (mapping) mapping.rows++;
      else
        uniMappings.set(
          instName,
          m.key !== null
            ? {
                name: instName,
                region: regionLabel,
                rows: 1,
                university: universityName.get(m.key) ?? m.key,
                method: m.method,
                score: m.score,
                note: m.note,
              }
            : {
                name: instName,
                region: regionLabel,
                rows: 1,
                university: null,
                method: null,
                score: null,
                note: `${m.reason}${m.candidates.length ? `: ${m.candidates.join(" / ")}` : ""}`,
              },
        );
      if (m.key !== null) {
        institutionSlug = m.key;
        homeRegion = regionNameOfUbigeo.get(m.key) ?? null;
      } else {
        unmatchedInstitutions.push({
          file: fname,
          row: line,
          value: `${instName} (${regionLabel})`,
          reason: `universidad no encontrada en SUNEDU: ${m.reason}`,
          detail: m.candidates.length ? `candidatas: ${m.candidates.join(" / ")}` : undefined,
        });
        continue;
      }
    } else if (type === "INSTITUTO") {
      institutionSlug = ctx.institutes.byKey.get(instituteKey(instName, regionLabel, r[COL.gestion])) ?? null;
      homeRegion = region?.name ?? null;
      if (!institutionSlug) {
        unmatchedInstitutions.push({
          file: fname,
          row: line,
          value: `${instName} (${regionLabel}, ${r[COL.gestion]})`,
          reason: "instituto no encontrado en institutes_pe.csv (nombre normalizado, región y gestión)",
        });
        continue;
      }
    } else {
      unmatchedInstitutions.push({ file: fname, row: line, value: r[COL.type], reason: "tipo de institución no reconocido" });
      continue;
    }

    // Career
    const cm = careerMatcher(family, type, programmeMissing ? null : rawProgramme);
    const programmeLabel = programmeMissing ? `${rawProgramme || "(vacío)"} (sin nombre)` : rawProgramme;
    const mapKey = `${family}|${type}|${programmeLabel}`;
    const mapping = careerMappings.get(mapKey);
    if (mapping) mapping.rows.push(line);
    else
      careerMappings.set(mapKey, {
        family,
        type,
        programme: programmeLabel,
        career: cm.key ? (careerName.get(cm.key) ?? cm.key) : null,
        method: cm.method,
        score: cm.score,
        rows: [line],
      });
    if (!cm.key) {
      unmatchedCareers.push({ file: fname, row: line, value: `${family} · ${programName} (${type})`, reason: cm.reason ?? "sin carrera" });
    } else if (cm.method === "nombre") {
      review.push({
        file: fname,
        row: line,
        value: `${family} · ${programName} (${type})`,
        reason: `carrera asignada solo por el nombre del programa: ${careerName.get(cm.key)}`,
      });
    }

    // Figures
    const fig = <T>(f: () => T): T | null => {
      try {
        return f();
      } catch (e) {
        if (e instanceof FigureError) {
          issues.push({ file: fname, row: line, value: e.value, reason: `${e.message}: se guarda vacío` });
          return null;
        }
        throw e;
      }
    };
    const cost = fig(() => parseCost(r[COL.cost], COL.cost));
    if (cost?.swapped)
      figures.push({ file: fname, row: line, value: r[COL.cost], reason: "rango de costo invertido: se ordena (mín–máx)" });
    if (cost && cost.maxCents > COST_REVIEW_SOLES * 100) {
      figures.push({
        file: fname,
        row: line,
        value: `${instName} · ${programName}: S/ ${r[COL.cost]}`,
        reason: `costo mensual mayor que S/ ${COST_REVIEW_SOLES}: probablemente anual o por ciclo; se guarda como viene`,
      });
    }
    const sources: Record<string, FigureSource> = {};
    const values = {
      durationYears: fig(() => parseYears(r[COL.duration], COL.duration)),
      admissionRate: fig(() => parsePercent(r[COL.admissionRate], COL.admissionRate)),
      income: fig(() => parseSoles(r[COL.income], COL.income)),
      credit: fig(() => parseYesNo(r[COL.credit], COL.credit)),
      scholarships: fig(() => parseYesNo(r[COL.scholarships], COL.scholarships)),
      admitted: fig(() => parseCount(r[COL.admitted], COL.admitted)),
      applicants: fig(() => parseCount(r[COL.applicants], COL.applicants)),
      enrolled: fig(() => parseCount(r[COL.enrolled], COL.enrolled)),
    };
    if (cost) sources.cost = OFFERING_SOURCE;
    for (const [k, v] of Object.entries(values)) {
      if (v !== null) sources[k === "durationYears" ? "duration" : k] = k === "income" ? INCOME_SOURCE : OFFERING_SOURCE;
    }

    pending.push({
      sourceKey,
      institutionSlug,
      careerSlug: cm.key,
      programName,
      family,
      baseSlug: slugify(programName) || "programa",
      homeRegion,
      regionName: region?.name ?? (regionLabel || null),
      regionUbigeo: region?.ubigeoReniec ?? null,
      costMinCents: cost?.minCents ?? null,
      costMaxCents: cost?.maxCents ?? null,
      ...values,
      sources,
      line,
    });
  }

  // Slugs, unique per institution: a programme repeated in another region of the same university
  // gets the region ("enfermeria-arequipa"); what still repeats gets "-2", "-3"… in file order.
  const baseCount = new Map<string, number>();
  for (const p of pending)
    baseCount.set(`${p.institutionSlug}|${p.baseSlug}`, (baseCount.get(`${p.institutionSlug}|${p.baseSlug}`) ?? 0) + 1);
  const used = new Set<string>();
  const rows: OfferingRowInput[] = pending.map(({ baseSlug, homeRegion, ...p }) => {
    let slug = baseSlug;
    if ((baseCount.get(`${p.institutionSlug}|${baseSlug}`) ?? 0) > 1 && p.regionName && p.regionName !== homeRegion) {
      slug = `${baseSlug}-${slugify(p.regionName)}`;
    }
    if (used.has(`${p.institutionSlug}|${slug}`)) {
      let i = 2;
      while (used.has(`${p.institutionSlug}|${slug}-${i}`)) i++;
      slug = `${slug}-${i}`;
    }
    used.add(`${p.institutionSlug}|${slug}`);
    return { ...p, slug };
  });

  return {
    rows,
    unmatchedInstitutions,
    unmatchedCareers,
    review,
    figures,
    issues,
    universityMappings: [...uniMappings.values()],
    careerMappings: [...careerMappings.values()],
  };
}

/* ───────────── Schools (sample) ───────────── */

export type SchoolRowInput = {
  code: string;
  annex: string;
  name: string;
  level: string;
  gestion: string | null;
  department: string | null;
  province: string | null;
  district: string | null;
  ubigeo: string | null;
  address: string | null;
  status: string | null;
  source: string;
};

export function buildSchools(file: CsvFile): { rows: SchoolRowInput[]; issues: ReportEntry[] } {
  requireColumns(file, ["codigo_modular", "nombre", "nivel", "fuente"]);
  const issues: ReportEntry[] = [];
  const rows: SchoolRowInput[] = [];
  const seen = new Map<string, number>();
  for (const { line, values: r } of file.rows) {
    const code = r.codigo_modular.trim();
    if (!/^\d{7}$/.test(code)) {
      issues.push({ file: fileName(file), row: line, value: code, reason: "código modular inválido (7 dígitos): fila omitida" });
      continue;
    }
    if (seen.has(code)) {
      issues.push({
        file: fileName(file),
        row: line,
        value: code,
        reason: `código modular repetido (fila ${seen.get(code)}): fila omitida`,
      });
      continue;
    }
    seen.set(code, line);
    rows.push({
      code,
      annex: "0",
      name: titleCaseEs(r.nombre),
      level: r.nivel.trim(),
      gestion: blankToNull(r.gestion),
      department: blankToNull(r.departamento),
      province: blankToNull(r.provincia),
      district: blankToNull(r.distrito),
      ubigeo: blankToNull(r.ubigeo),
      address: blankToNull(r.direccion),
      status: blankToNull(r.estado),
      source: r.fuente.trim(),
    });
  }
  return { rows, issues };
}

/* ───────────── Everything ───────────── */

export type Catalogue = {
  regions: RegionRow[];
  universities: UniversityBuild;
  institutes: InstituteBuild;
  careers: { rows: CareerRowInput[]; issues: ReportEntry[] };
  offerings: OfferingBuild;
  schools: { rows: SchoolRowInput[]; issues: ReportEntry[] };
};

export function buildCatalogue(src: Sources): Catalogue {
  const regions = buildRegions(src.regions);
  const idx = regionIndex(regions);
  const universities = buildUniversities(src.universities, idx);
  const taken = new Set(universities.rows.map((u) => u.slug));
  const institutes = buildInstitutes(src.institutes, idx, taken);
  const careers = buildCareers(src.careers);
  const offerings = buildOfferings(src.offerings, { regions: idx, universities: universities.rows, institutes, careers: careers.rows });
  const schools = buildSchools(src.schools);
  return { regions, universities, institutes, careers, offerings, schools };
}
