/**
 * The catalogue's data files (data/, provenance in data/SOURCES.md): which file feeds which
 * importer, reading them, and the small helpers every importer uses to read a row.
 * No "server-only": this runs from tsx scripts and the test harness too.
 */
import path from "node:path";
import { readCsv, sha256, type CsvFile } from "./parse";
import { normalizeName } from "./text";

export const DATA_FILES = {
  regions: "regions_pe.csv",
  universities: "universities_pe.csv",
  institutes: "institutes_pe.csv",
  careers: "careers_pe.csv",
  offerings: "offerings_pe_2016.csv",
  schools: "schools_pe.csv",
  beca18: "beca18/ies_elegibles_2026.csv",
} as const;

export type DataFileKey = keyof typeof DATA_FILES;

/** One line of the import report: which file and row, the value concerned and why. */
export type ReportEntry = { file: string; row: number | null; value: string; reason: string; detail?: string };

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

export function requireColumns(file: CsvFile, columns: string[]) {
  const missing = columns.filter((c) => !file.header.includes(c));
  if (missing.length) {
    throw new Error(`${path.basename(file.path)}: faltan las columnas ${missing.join(", ")}`);
  }
}

export const fileName = (file: CsvFile) => path.basename(file.path);

export function parseGestion(value: string): "publica" | "privada" | null {
  const v = normalizeName(value);
  if (v.startsWith("publica")) return "publica";
  if (v.startsWith("privada")) return "privada";
  return null;
}

export function intOrNull(value: string | undefined): number | null {
  const v = (value ?? "").trim();
  if (!/^-?\d+$/.test(v)) return null;
  return Number(v);
}

export function dateOrNull(value: string | undefined): string | null {
  const v = (value ?? "").trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

/** A slug not yet in `taken`: the slug itself, else "-2", "-3"… (the caller reports the rename). */
export function freeSlug(slug: string, taken: Set<string>): string {
  if (!taken.has(slug)) return slug;
  let i = 2;
  while (taken.has(`${slug}-${i}`)) i++;
  return `${slug}-${i}`;
}
