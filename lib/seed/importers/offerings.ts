/**
 * offerings_pe_2016.csv (the Ponte en Carrera search export, career × institution) → `offerings`
 * (natural key: a hash of the source row). Each row is matched to its institution (universities
 * by a normalised-name match to SUNEDU's list, institutes by name, region and gestión) and to a
 * career; what is not a clean match is returned as report entries.
 */
import { offerings, type FigureSource } from "@/lib/db/schema";
import { INCOME_SOURCE, OFFERING_SOURCE } from "@/lib/content/catalogue/sources";
import { createCareerMatcher, createUniversityMatcher, type CareerMatch, type InstitutionType, type UniversityMatch } from "../match";
import {
  FigureError,
  parseCost,
  parseCount,
  parsePercent,
  parseSoles,
  parseYears,
  parseYesNo,
  sha256,
  type CsvFile,
  type CsvRow,
} from "../parse";
import { fileName, freeSlug, requireColumns, type ReportEntry } from "../sources";
import { normalizeName, slugify } from "../text";
import { keysOf, upsert, type Exec, type UpsertCounts } from "../upsert";
import { careerIds, type CareerRowInput } from "./careers";
import { exactInstituteKey, instituteKey, type InstituteBuild } from "./institutes";
import { institutionIds, type InstitutionRowInput } from "./institutions";
import { regionIds, type RegionLookup, type RegionRow } from "./regions";

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

type Ctx = {
  regions: RegionLookup;
  universities: InstitutionRowInput[];
  institutes: InstituteBuild;
  careers: CareerRowInput[];
};

/** The report lists an offering build fills, row by row. */
type Findings = Pick<OfferingBuild, "unmatchedInstitutions" | "unmatchedCareers" | "review" | "figures" | "issues">;

/** A row being read: its file name, line and values (by column). */
type Row = { fname: string; line: number; r: CsvRow };

/**
 * A stable key of each source row: a hash of its raw values; identical rows get an occurrence
 * index ("#2") and are listed for review.
 */
function createSourceKeyer(findings: Findings) {
  const keyCount = new Map<string, number>();
  const firstLineOfKey = new Map<string, number>();
  return ({ fname, line }: Row, raw: string[]): string => {
    const baseKey = sha256(raw.join("\u001f")).slice(0, 40);
    const n = (keyCount.get(baseKey) ?? 0) + 1;
    keyCount.set(baseKey, n);
    if (n === 1) {
      firstLineOfKey.set(baseKey, line);
      return baseKey;
    }
    findings.review.push({
      file: fname,
      row: line,
      value: raw.join(", "),
      reason: `fila idéntica a la fila ${firstLineOfKey.get(baseKey)}: se cargan ambas (clave con índice #${n})`,
    });
    return `${baseKey}#${n}`;
  };
}

/** The programme of a row; a missing one ("ND") takes the family's name and is listed for review. */
function readProgramme({ fname, line, r }: Row, findings: Findings) {
  const family = r[COL.family].replace(/\s+/g, " ").trim();
  const rawProgramme = r[COL.programme].trim();
  const programmeMissing = rawProgramme === "" || /^n\.?d\.?$/i.test(rawProgramme);
  const programName = programmeMissing ? family : rawProgramme;
  if (programmeMissing) {
    findings.review.push({
      file: fname,
      row: line,
      value: `${r[COL.institution].trim()} · ${rawProgramme || "(vacío)"}`,
      reason: `programa sin nombre (ND): se usa la familia "${family}"`,
    });
  }
  return { family, rawProgramme, programmeMissing, programName };
}

/**
 * Matches the institution of each row: universities by name to SUNEDU's list (every name's match
 * kept for the report), institutes by their merge key. Returns null (and reports the row) when
 * there is no match: the offering is then not loaded.
 */
function createInstitutionResolver(ctx: Ctx, findings: Findings) {
  const regionNameOfUbigeo = new Map<string, string>();
  const uniMatcher = createUniversityMatcher(
    ctx.universities.map((u) => {
      const region = u.ubigeo ? ctx.regions.byUbigeo(u.ubigeo) : undefined;
      if (region) regionNameOfUbigeo.set(u.slug, region.name);
      return { key: u.slug, name: u.sourceName, region: region ? normalizeName(region.name) : null };
    }),
  );
  const universityName = new Map(ctx.universities.map((u) => [u.slug, u.name]));
  const uniCache = new Map<string, UniversityMatch>();
  const mappings = new Map<string, UniversityMapping>();

  const recordMapping = (instName: string, regionLabel: string, m: UniversityMatch) => {
    const mapping = mappings.get(instName);
    if (mapping) {
      mapping.rows++;
      return;
    }
    const common = { name: instName, region: regionLabel, rows: 1 };
    mappings.set(
      instName,
      m.key !== null
        ? { ...common, university: universityName.get(m.key) ?? m.key, method: m.method, score: m.score, note: m.note }
        : {
            ...common,
            university: null,
            method: null,
            score: null,
            note: `${m.reason}${m.candidates.length ? `: ${m.candidates.join(" / ")}` : ""}`,
          },
    );
  };

  const university = ({ fname, line }: Row, instName: string, regionLabel: string, region: RegionRow | undefined) => {
    const cacheKey = `${instName}|${regionLabel}`;
    let m = uniCache.get(cacheKey);
    if (!m) {
      m = uniMatcher(instName, region?.name ?? regionLabel);
      uniCache.set(cacheKey, m);
    }
    recordMapping(instName, regionLabel, m);
    if (m.key !== null) return { institutionSlug: m.key, homeRegion: regionNameOfUbigeo.get(m.key) ?? null };
    findings.unmatchedInstitutions.push({
      file: fname,
      row: line,
      value: `${instName} (${regionLabel})`,
      reason: `universidad no encontrada en SUNEDU: ${m.reason}`,
      detail: m.candidates.length ? `candidatas: ${m.candidates.join(" / ")}` : undefined,
    });
    return null;
  };

  const institute = ({ fname, line, r }: Row, instName: string, regionLabel: string, region: RegionRow | undefined) => {
    const institutionSlug =
      ctx.institutes.byKey.get(exactInstituteKey(instName, regionLabel, r[COL.gestion])) ??
      ctx.institutes.byKey.get(instituteKey(instName, regionLabel, r[COL.gestion])) ??
      null;
    if (institutionSlug) return { institutionSlug, homeRegion: region?.name ?? null };
    findings.unmatchedInstitutions.push({
      file: fname,
      row: line,
      value: `${instName} (${regionLabel}, ${r[COL.gestion]})`,
      reason: "instituto no encontrado en institutes_pe.csv (nombre normalizado, región y gestión)",
    });
    return null;
  };

  return {
    resolve(row: Row, type: InstitutionType, region: RegionRow | undefined): { institutionSlug: string; homeRegion: string | null } | null {
      const instName = row.r[COL.institution].trim();
      const regionLabel = row.r[COL.region].trim();
      if (type === "UNIVERSIDAD") return university(row, instName, regionLabel, region);
      if (type === "INSTITUTO") return institute(row, instName, regionLabel, region);
      findings.unmatchedInstitutions.push({
        file: row.fname,
        row: row.line,
        value: row.r[COL.type],
        reason: "tipo de institución no reconocido",
      });
      return null;
    },
    mappings: () => [...mappings.values()],
  };
}

/**
 * Assigns each row's programme to a career (by family and type, else by the programme's name);
 * every distinct programme's assignment is kept for the report.
 */
function createCareerResolver(ctx: Ctx, findings: Findings) {
  const careerMatcher = createCareerMatcher(
    ctx.careers.map((c) => ({
      key: c.slug,
      name: c.name,
      family: c.pecFamily,
      type: c.pecInstitutionType === "UNIVERSIDAD" || c.pecInstitutionType === "INSTITUTO" ? c.pecInstitutionType : null,
    })),
  );
  const careerName = new Map(ctx.careers.map((c) => [c.slug, c.name]));
  const mappings = new Map<string, CareerMapping>();
  return {
    resolve({ fname, line }: Row, type: InstitutionType, p: ReturnType<typeof readProgramme>): string | null {
      const cm = careerMatcher(p.family, type, p.programmeMissing ? null : p.rawProgramme);
      const programmeLabel = p.programmeMissing ? `${p.rawProgramme || "(vacío)"} (sin nombre)` : p.rawProgramme;
      const mapKey = `${p.family}|${type}|${programmeLabel}`;
      const mapping = mappings.get(mapKey);
      if (mapping) mapping.rows.push(line);
      else
        mappings.set(mapKey, {
          family: p.family,
          type,
          programme: programmeLabel,
          career: cm.key ? (careerName.get(cm.key) ?? cm.key) : null,
          method: cm.method,
          score: cm.score,
          rows: [line],
        });
      const value = `${p.family} · ${p.programName} (${type})`;
      if (!cm.key) {
        findings.unmatchedCareers.push({ file: fname, row: line, value, reason: cm.reason ?? "sin carrera" });
      } else if (cm.method === "nombre") {
        findings.review.push({
          file: fname,
          row: line,
          value,
          reason: `carrera asignada solo por el nombre del programa: ${careerName.get(cm.key)}`,
        });
      }
      return cm.key;
    },
    mappings: () => [...mappings.values()],
  };
}

/**
 * The figures of a row, each with its source. A figure that cannot be read is stored empty and
 * reported; an unlikely cost is stored as it comes and listed for review.
 */
function readFigures({ fname, line, r }: Row, programName: string, findings: Findings) {
  const fig = <T>(f: () => T): T | null => {
    try {
      return f();
    } catch (e) {
      if (e instanceof FigureError) {
        findings.issues.push({ file: fname, row: line, value: e.value, reason: `${e.message}: se guarda vacío` });
        return null;
      }
      throw e;
    }
  };
  const cost = fig(() => parseCost(r[COL.cost], COL.cost));
  if (cost?.swapped)
    findings.figures.push({ file: fname, row: line, value: r[COL.cost], reason: "rango de costo invertido: se ordena (mín–máx)" });
  if (cost && cost.maxCents > COST_REVIEW_SOLES * 100) {
    findings.figures.push({
      file: fname,
      row: line,
      value: `${r[COL.institution].trim()} · ${programName}: S/ ${r[COL.cost]}`,
      reason: `costo mensual mayor que S/ ${COST_REVIEW_SOLES}: probablemente anual o por ciclo; se guarda como viene`,
    });
  }
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
  const sources: Record<string, FigureSource> = {};
  if (cost) sources.cost = OFFERING_SOURCE;
  for (const [k, v] of Object.entries(values)) {
    if (v !== null) sources[k === "durationYears" ? "duration" : k] = k === "income" ? INCOME_SOURCE : OFFERING_SOURCE;
  }
  return { costMinCents: cost?.minCents ?? null, costMaxCents: cost?.maxCents ?? null, values, sources };
}

type Pending = Omit<OfferingRowInput, "slug"> & { baseSlug: string; homeRegion: string | null };

/**
 * Slugs, unique per institution: a programme repeated in another region of the same university
 * gets the region ("enfermeria-arequipa"); what still repeats gets "-2", "-3"… in file order.
 */
function assignSlugs(pending: Pending[]): OfferingRowInput[] {
  const baseCount = new Map<string, number>();
  for (const p of pending)
    baseCount.set(`${p.institutionSlug}|${p.baseSlug}`, (baseCount.get(`${p.institutionSlug}|${p.baseSlug}`) ?? 0) + 1);
  const used = new Map<string, Set<string>>();
  return pending.map(({ baseSlug, homeRegion, ...p }) => {
    let slug = baseSlug;
    if ((baseCount.get(`${p.institutionSlug}|${baseSlug}`) ?? 0) > 1 && p.regionName && p.regionName !== homeRegion) {
      slug = `${baseSlug}-${slugify(p.regionName)}`;
    }
    const taken = used.get(p.institutionSlug) ?? new Set<string>();
    slug = freeSlug(slug, taken);
    taken.add(slug);
    used.set(p.institutionSlug, taken);
    return { ...p, slug };
  });
}

/**
 * Offerings (career × institution) from the Ponte en Carrera export, matched to the universities,
 * institutes and careers built before. A row whose institution is not found is not loaded (and
 * is reported); a row without a career is loaded with career_id empty (and reported).
 */
export function buildOfferings(file: CsvFile, ctx: Ctx): OfferingBuild {
  requireColumns(file, Object.values(COL));
  const fname = fileName(file);
  const findings: Findings = { unmatchedInstitutions: [], unmatchedCareers: [], review: [], figures: [], issues: [] };
  const sourceKey = createSourceKeyer(findings);
  const institutionsOf = createInstitutionResolver(ctx, findings);
  const careersOf = createCareerResolver(ctx, findings);

  const pending: Pending[] = [];
  for (const { line, values: r, raw } of file.rows) {
    const row: Row = { fname, line, r };
    const key = sourceKey(row, raw);
    const type = r[COL.type].trim().toUpperCase() as InstitutionType;
    const regionLabel = r[COL.region].trim();
    const region = ctx.regions.byName(regionLabel);
    if (!region) findings.issues.push({ file: fname, row: line, value: regionLabel, reason: "región no reconocida" });
    const programme = readProgramme(row, findings);
    const institution = institutionsOf.resolve(row, type, region);
    if (!institution) continue;
    const careerSlug = careersOf.resolve(row, type, programme);
    const { values, ...figures } = readFigures(row, programme.programName, findings);
    pending.push({
      sourceKey: key,
      ...institution,
      careerSlug,
      programName: programme.programName,
      family: programme.family,
      baseSlug: slugify(programme.programName) || "programa",
      regionName: region?.name ?? (regionLabel || null),
      regionUbigeo: region?.ubigeoReniec ?? null,
      costMinCents: figures.costMinCents,
      costMaxCents: figures.costMaxCents,
      ...values,
      sources: figures.sources,
      line,
    });
  }

  return {
    rows: assignSlugs(pending),
    ...findings,
    universityMappings: institutionsOf.mappings(),
    careerMappings: careersOf.mappings(),
  };
}

/** Upserts the offerings, resolving institution, career and region to their ids. */
export async function importOfferings(db: Exec, build: OfferingBuild): Promise<UpsertCounts> {
  const rIds = await regionIds(db);
  const iIds = await institutionIds(db);
  const cIds = await careerIds(db);
  const rows = build.rows.map(({ institutionSlug, careerSlug, regionUbigeo, line: _line, ...r }) => {
    const institutionId = iIds.get(institutionSlug);
    if (institutionId === undefined) throw new Error(`Institución "${institutionSlug}" no está en la base de datos`);
    return {
      ...r,
      institutionId,
      careerId: careerSlug ? (cIds.get(careerSlug) ?? null) : null,
      regionId: regionUbigeo ? (rIds.get(regionUbigeo) ?? null) : null,
    };
  });
  return upsert(db, offerings, rows, [offerings.sourceKey], keysOf(rows[0], ["sourceKey"]), { keepEdited: true });
}
