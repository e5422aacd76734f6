/**
 * institutes_pe.csv (Ponte en Carrera, offer up to December 2015) → `institutions` of kind
 * "instituto". The export lists a few institutes twice with different accents
 * ("Huancane"/"Huancané"): those rows are merged and listed in the report.
 */
import { blankToNull, parseDecimal, parseSoles, type CsvFile, type CsvRow } from "../parse";
import { fileName, freeSlug, intOrNull, parseGestion, requireColumns, type ReportEntry } from "../sources";
import { normalizeName, slugify, stripAccents, titleCaseEs } from "../text";
import type { Exec, UpsertCounts } from "../upsert";
import { importInstitutions, OUTSIDE_SUNEDU, type InstitutionRowInput } from "./institutions";
import type { RegionLookup, RegionRow } from "./regions";

/** The merge key of an institute: normalised name, region and gestión. */
export function instituteKey(name: string, region: string, gestion: string): string {
  return `${normalizeName(name)}|${normalizeName(region)}|${parseGestion(gestion) ?? normalizeName(gestion)}`;
}

/** The key of an institute by its exact spelling (accents kept), region and gestión. */
export function exactInstituteKey(name: string, region: string, gestion: string): string {
  return `=${name.trim().toLowerCase()}|${normalizeName(region)}|${parseGestion(gestion) ?? normalizeName(gestion)}`;
}

/** How many letters carry an accent or diacritic. */
const diacritics = (s: string) => [...s].filter((ch) => stripAccents(ch) !== ch).length;

export type InstituteBuild = {
  rows: InstitutionRowInput[];
  /** Merge key (or exact spelling key, see `exactInstituteKey`) → institute slug, for the offerings. */
  byKey: Map<string, string>;
  merged: ReportEntry[];
  issues: ReportEntry[];
  /** Institutes not loaded (each one is also in `issues`). */
  skipped: number;
};

/** The source rows of one institute (one merge key), with their file lines. */
type Group = { key: string; lines: number[]; rows: CsvRow[] };

/** Rows are one institute when their merge key and their inferred type (pedagógico, tecnológico…) agree. */
const groupKey = (r: CsvRow) => `${instituteKey(r.nombre_pec, r.region, r.gestion)}|${normalizeName(r.tipo_inferido ?? "")}`;

function groupByInstitute(file: CsvFile): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const { line, values: r } of file.rows) {
    const key = groupKey(r);
    const g = groups.get(key);
    if (g) {
      g.lines.push(line);
      g.rows.push(r);
    } else groups.set(key, { key, lines: [line], rows: [r] });
  }
  return groups;
}

/** Names present in one region under both gestiones need the gestión in the slug. */
function gestionesByNameRegion(groups: Map<string, Group>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const g of groups.values()) {
    const [n, reg, ges] = g.key.split("|");
    const k = `${n}|${reg}`;
    out.set(k, (out.get(k) ?? new Set()).add(ges));
  }
  return out;
}

/** The report entry of a group merged from several source rows. */
function mergedEntry(file: CsvFile, g: Group): ReportEntry {
  const differing = ["tipo_inferido", "duracion_moda_anios", "es_escuela", "marca_conocida"].filter(
    (c) => new Set(g.rows.map((r) => r[c])).size > 1,
  );
  return {
    file: fileName(file),
    row: g.lines[0],
    value: g.rows.map((r) => r.nombre_pec).join(" | "),
    reason: `institutos fusionados (mismo nombre normalizado, región, gestión y tipo; filas ${g.lines.join(", ")})`,
    detail: differing.length
      ? `difieren: ${differing.map((c) => `${c} = ${g.rows.map((r) => r[c] || "∅").join(" / ")}`).join("; ")} — revisar si son instituciones distintas`
      : undefined,
  };
}

/** "instituto-" + name + "-" + region, plus "-publico"/"-privado" when the name and region exist under both. */
function instituteSlug(name: string, regionSlugPart: string, gestion: "publica" | "privada", withGestion: boolean): string {
  const baseName = slugify(name);
  return [
    baseName.startsWith("instituto-") || baseName === "instituto" ? baseName : `instituto-${baseName}`,
    regionSlugPart,
    withGestion ? (gestion === "publica" ? "publico" : "privado") : "",
  ]
    .filter(Boolean)
    .join("-");
}

/** One institution row from a group: programmes and families added up, incomes widened. */
function instituteRow(
  g: Group,
  fields: { slug: string; name: string; sourceName: string; gestion: "publica" | "privada"; region: RegionRow | undefined; main: CsvRow },
): InstitutionRowInput {
  const { main } = fields;
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
  return {
    ...OUTSIDE_SUNEDU,
    slug: fields.slug,
    name: fields.name,
    sourceName: fields.sourceName,
    kind: "instituto",
    gestion: fields.gestion,
    regionUbigeo: fields.region?.ubigeoReniec ?? null,
    instituteType: blankToNull(main.tipo_inferido),
    isSchool: g.rows.some((r) => normalizeName(r.es_escuela) === "si"),
    knownBrand: blankToNull(g.rows.map((r) => r.marca_conocida).find((v) => v?.trim()) ?? ""),
    programCount: programCounts.every((v) => v === null) ? null : programCounts.reduce<number>((s, v) => s + (v ?? 0), 0),
    families: families.length ? families : null,
    typicalDurationYears: parseDecimal(main.duracion_moda_anios),
    incomeMin: incomesMin.length ? Math.min(...incomesMin) : null,
    incomeMax: incomesMax.length ? Math.max(...incomesMax) : null,
    source: main.fuente.trim(),
  };
}

/**
 * Institutes from Ponte en Carrera, one per (normalised name, region, gestión): merged rows have
 * their programmes and families added up and keep the accented spelling.
 *
 * Slug: "instituto-" + name + "-" + region ("instituto-13-de-julio-de-1882-cajamarca"); when the
 * same name and region exist as pública and privada, "-publico"/"-privado" is appended. The
 * "instituto-" prefix keeps them apart from universities, whose names start with "universidad",
 * "pontificia", "facultad"…
 */
export function buildInstitutes(file: CsvFile, regions: RegionLookup, taken: Set<string>): InstituteBuild {
  requireColumns(file, ["nombre_pec", "region", "gestion", "tipo_inferido", "es_escuela", "n_programas", "familias", "fuente"]);
  const merged: ReportEntry[] = [];
  const issues: ReportEntry[] = [];
  const groups = groupByInstitute(file);
  const gestiones = gestionesByNameRegion(groups);

  const rows: InstitutionRowInput[] = [];
  const byKey = new Map<string, string>();
  let skipped = 0;
  // Institutes with the same name, region and gestión but of different kinds stay apart (Huancane,
  // pedagógico; Huancané, tecnológico): the one with the most programmes keeps the plain slug, the
  // others take their kind ("-pedagogico"); offerings find each by its exact spelling.
  const baseKeyOf = (g: Group) => g.key.split("|").slice(0, 3).join("|");
  const kindsOfBase = new Map<string, Group[]>();
  for (const g of groups.values()) kindsOfBase.set(baseKeyOf(g), [...(kindsOfBase.get(baseKeyOf(g)) ?? []), g]);
  const programmes = (g: Group) => g.rows.reduce((n, r) => n + (intOrNull(r.n_programas) ?? 0), 0);
  for (const g of groups.values()) {
    // The spelling with the most accents is the better one ("Huancané" over "Huancane").
    const primary = [...g.rows].sort((a, b) => diacritics(b.nombre_pec) - diacritics(a.nombre_pec))[0];
    // Other attributes come from the row with the most programmes (first in file order on a tie).
    const main = [...g.rows].sort((a, b) => (intOrNull(b.n_programas) ?? 0) - (intOrNull(a.n_programas) ?? 0))[0];
    const line = g.lines[0];
    if (g.rows.length > 1) merged.push(mergedEntry(file, g));
    const gestion = parseGestion(main.gestion);
    if (!gestion) {
      issues.push({ file: fileName(file), row: line, value: main.gestion, reason: "gestión no reconocida: fila omitida" });
      skipped++;
      continue;
    }
    const region = regions.byName(main.region);
    if (!region) issues.push({ file: fileName(file), row: line, value: main.region, reason: "región no reconocida: región vacía" });
    const name = titleCaseEs(primary.nombre_pec);
    const [n, reg] = g.key.split("|");
    const withGestion = (gestiones.get(`${n}|${reg}`)?.size ?? 1) > 1;
    let slug = instituteSlug(name, slugify(region?.name ?? main.region), gestion, withGestion);
    const siblings = kindsOfBase.get(baseKeyOf(g)) ?? [g];
    const kindSuffix = slugify((main.tipo_inferido ?? "").replace(/\(inferido\)/i, ""));
    if (siblings.length > 1 && [...siblings].sort((a, b) => programmes(b) - programmes(a))[0] !== g && kindSuffix) {
      slug = `${slug}-${kindSuffix}`;
      issues.push({
        file: fileName(file),
        row: line,
        value: name,
        reason: `mismo nombre, región y gestión que otro instituto de otro tipo: se mantienen separados (slug "${slug}")`,
      });
    }
    const free = freeSlug(slug, taken);
    if (free !== slug) {
      issues.push({ file: fileName(file), row: line, value: name, reason: `slug repetido "${slug}": se usa "${free}"` });
      slug = free;
    }
    taken.add(slug);
    if (siblings.length === 1) byKey.set(baseKeyOf(g), slug);
    for (const r of g.rows) byKey.set(exactInstituteKey(r.nombre_pec, r.region, r.gestion), slug);
    rows.push(instituteRow(g, { slug, name, sourceName: primary.nombre_pec.trim(), gestion, region, main }));
  }
  return { rows, byKey, merged, issues, skipped };
}

export function importInstitutes(db: Exec, build: InstituteBuild): Promise<UpsertCounts> {
  return importInstitutions(db, build.rows);
}
