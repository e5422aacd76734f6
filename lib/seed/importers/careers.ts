/** careers_pe.csv (compiled careers, CINE-Perú, O*NET interest profiles) → `careers` (natural key: slug). */
import { careers } from "@/lib/db/schema";
import { blankToNull, parseDecimal, parseSoles, type CsvFile } from "../parse";
import { fileName, freeSlug, intOrNull, requireColumns, type ReportEntry } from "../sources";
import { normalizeName, slugify } from "../text";
import { keysOf, upsert, type Exec, type UpsertCounts } from "../upsert";

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

export type CareerBuild = { rows: CareerRowInput[]; issues: ReportEntry[] };

export function buildCareers(file: CsvFile): CareerBuild {
  requireColumns(file, ["carrera", "nivel", "area_app", "pec_familia", "pec_tipo_institucion", "riasec_onet", "oi_R", "oi_C"]);
  const issues: ReportEntry[] = [];
  const rows: CareerRowInput[] = [];
  const slugs = new Set<string>();
  for (const { line, values: r } of file.rows) {
    let slug = slugify(r.carrera);
    const free = freeSlug(slug, slugs);
    if (free !== slug) {
      issues.push({ file: fileName(file), row: line, value: r.carrera, reason: `slug repetido "${slug}": se usa "${free}"` });
      slug = free;
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

export function importCareers(db: Exec, build: CareerBuild): Promise<UpsertCounts> {
  return upsert(db, careers, build.rows, [careers.slug], keysOf(build.rows[0], ["slug"]), { keepEdited: true });
}

/** Career slug → id, as the database has them now. */
export async function careerIds(db: Exec): Promise<Map<string, number>> {
  return new Map((await db.select({ id: careers.id, slug: careers.slug }).from(careers)).map((r) => [r.slug, r.id]));
}
