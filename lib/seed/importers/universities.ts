/** universities_pe.csv (SUNEDU licensing, data cut 2022-08-17) → `institutions` of kind "universidad". */
import { OFFERING_SOURCE, SUNEDU_SOURCE } from "@/lib/content/catalogue/sources";
import { blankToNull, parseDecimal, type CsvFile } from "../parse";
import { dateOrNull, fileName, intOrNull, parseGestion, requireColumns, type ReportEntry } from "../sources";
import { slugify, titleCaseEs } from "../text";
import type { Exec, UpsertCounts } from "../upsert";
import { importInstitutions, OUTSIDE_SUNEDU, type InstitutionRowInput } from "./institutions";
import type { RegionLookup } from "./regions";

/** "unmsm.edu.pe" → "https://unmsm.edu.pe". */
function websiteUrl(domain: string | undefined): string | null {
  const d = (domain ?? "").trim();
  if (!d) return null;
  return /^https?:\/\//i.test(d) ? d : `https://${d}`;
}

/** `skipped`: source rows not loaded (each one is also in `issues`). */
export type UniversityBuild = { rows: InstitutionRowInput[]; issues: ReportEntry[]; skipped: number };

export function buildUniversities(file: CsvFile, regions: RegionLookup): UniversityBuild {
  requireColumns(file, ["codigo_entidad", "nombre", "gestion", "licencia_simple", "ubigeo"]);
  const issues: ReportEntry[] = [];
  const rows: InstitutionRowInput[] = [];
  const slugs = new Map<string, number>();
  let skipped = 0;
  for (const { line, values: r } of file.rows) {
    const name = titleCaseEs(r.nombre);
    const gestion = parseGestion(r.gestion);
    if (!gestion) {
      issues.push({ file: fileName(file), row: line, value: r.gestion, reason: "gestión no reconocida: fila omitida" });
      skipped++;
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
      ...latestLicence(r, hasCut),
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
  return { rows, issues, skipped };
}

/**
 * The latest status the row knows: a status SUNEDU gave after the cut (`estado_posterior`, with its
 * resolution in `estado_posterior_fuente`) wins; the cut's status is kept as history.
 */
function latestLicence(r: Record<string, string>, hasCut: boolean) {
  const cutStatus = hasCut ? blankToNull(r.licencia_simple) : null;
  const cutLabel = hasCut ? blankToNull(r.estado_licenciamiento_sunedu) : null;
  const later = blankToNull(r.estado_posterior);
  const laterStatus = later ? laterStatusOf(later) : null;
  return {
    licenceStatus: laterStatus ?? blankToNull(r.licencia_simple),
    licenceLabel: laterStatus ? later : blankToNull(r.estado_licenciamiento_sunedu),
    licenceCutStatus: cutStatus,
    licenceCutLabel: cutLabel,
  };
}

/** "LICENCIA OTORGADA" → licenciada, "LICENCIA DENEGADA" → denegada, anything else → otro. */
function laterStatusOf(label: string): string {
  const l = label.toUpperCase();
  if (l.includes("OTORGADA")) return "licenciada";
  if (l.includes("DENEGADA")) return "denegada";
  return "otro";
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

export function importUniversities(db: Exec, build: UniversityBuild): Promise<UpsertCounts> {
  return importInstitutions(db, build.rows);
}

/**
 * Universities the offerings export names but SUNEDU's list does not hold (an unmatched university
 * row of the first offerings build): one row each, with "sin dato de licencia" (licence null), the
 * gestión and region the export gives, so that their offerings have a page.
 */
export function universitiesMissingFromSunedu(
  offeringsFile: CsvFile,
  firstBuild: { unmatchedInstitutions: ReportEntry[] },
  regions: RegionLookup,
  taken: Set<string>,
): { rows: InstitutionRowInput[]; issues: ReportEntry[] } {
  const lines = new Set(firstBuild.unmatchedInstitutions.filter((e) => e.reason.startsWith("universidad no encontrada")).map((e) => e.row));
  const rows: InstitutionRowInput[] = [];
  const issues: ReportEntry[] = [];
  const seen = new Set<string>();
  for (const { line, values: r } of offeringsFile.rows) {
    if (!lines.has(line)) continue;
    const sourceName = (r["Institución"] ?? "").trim();
    if (!sourceName || seen.has(sourceName)) continue;
    seen.add(sourceName);
    const gestion = parseGestion(r["Tipo Gestión"] ?? "");
    if (!gestion) continue;
    const region = regions.byName((r["Ubicación"] ?? "").trim());
    let slug = slugify(titleCaseEs(sourceName));
    if (taken.has(slug)) slug = `${slug}-2`;
    taken.add(slug);
    issues.push({
      file: fileName(offeringsFile),
      row: line,
      value: sourceName,
      reason: "universidad que no figura en SUNEDU: se crea su página con «sin dato de licencia» y se cargan sus ofertas",
    });
    rows.push({
      ...OUTSIDE_SUNEDU,
      slug,
      name: titleCaseEs(sourceName),
      sourceName,
      kind: "universidad",
      gestion,
      regionUbigeo: region?.ubigeoReniec ?? null,
      instituteType: null,
      isSchool: false,
      knownBrand: null,
      programCount: null,
      families: null,
      typicalDurationYears: null,
      incomeMin: null,
      incomeMax: null,
      source: `${OFFERING_SOURCE.source} (no figura en SUNEDU «Licenciamiento Institucional», corte 2022-08-17)`,
    });
  }
  return { rows, issues };
}
