/**
 * schools_pe.csv (a sample of 132 secondary schools) → `schools` (natural key: code, annex). The
 * official register (MINEDU's padrón) has its own importer, ./schools-register.ts.
 */
import { sql } from "drizzle-orm";
import { schools } from "@/lib/db/schema";
import { blankToNull, type CsvFile } from "../parse";
import { fileName, requireColumns, type ReportEntry } from "../sources";
import { titleCaseEs } from "../text";
import { keysOf, upsert, type Exec, type UpsertCounts } from "../upsert";

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

/** `skipped`: source rows not loaded (each one is also in `issues`). */
export type SchoolBuild = { rows: SchoolRowInput[]; issues: ReportEntry[]; skipped: number };

export function buildSchools(file: CsvFile): SchoolBuild {
  requireColumns(file, ["codigo_modular", "nombre", "nivel", "fuente"]);
  const issues: ReportEntry[] = [];
  const rows: SchoolRowInput[] = [];
  const seen = new Map<string, number>();
  let skipped = 0;
  for (const { line, values: r } of file.rows) {
    const code = r.codigo_modular.trim();
    if (!/^\d{7}$/.test(code)) {
      issues.push({ file: fileName(file), row: line, value: code, reason: "código modular inválido (7 dígitos): fila omitida" });
      skipped++;
      continue;
    }
    if (seen.has(code)) {
      issues.push({
        file: fileName(file),
        row: line,
        value: code,
        reason: `código modular repetido (fila ${seen.get(code)}): fila omitida`,
      });
      skipped++;
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
  return { rows, issues, skipped };
}

export function importSchools(db: Exec, build: SchoolBuild): Promise<UpsertCounts> {
  // The sample never overwrites a school that the official register (import:schools) loaded.
  return upsert(db, schools, build.rows, [schools.code, schools.annex], keysOf(build.rows[0], ["code", "annex"]), {
    touch: "updatedAt",
    onlyWhen: sql`${schools.source} = excluded."source"`,
  });
}
