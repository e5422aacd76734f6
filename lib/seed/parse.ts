/**
 * Reading the catalogue CSV files and parsing the figures of the Ponte en Carrera export.
 * Pure functions (apart from `readCsv`), no "server-only".
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";

export type CsvRow = Record<string, string>;

/** A CSV file with a header row, as objects keyed by header; `line` is the 1-based file line of each row. */
export type CsvFile = { path: string; text: string; header: string[]; rows: { line: number; values: CsvRow; raw: string[] }[] };

export function parseCsvText(text: string, path = "<text>"): CsvFile {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records = parse(body, { relax_column_count: true, info: true, skip_empty_lines: true }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  if (records.length === 0) return { path, text, header: [], rows: [] };
  const header = records[0].record.map((h) => h.trim());
  const rows = records.slice(1).map(({ record, info }) => {
    const values: CsvRow = {};
    header.forEach((h, i) => {
      values[h] = record[i] ?? "";
    });
    return { line: info.lines, values, raw: record };
  });
  return { path, text, header, rows };
}

export function readCsv(path: string): CsvFile {
  return parseCsvText(readFileSync(path, "utf8"), path);
}

export function sha256(...parts: (string | Buffer)[]): string {
  const h = createHash("sha256");
  for (const p of parts) {
    h.update(p);
    h.update("\u0000");
  }
  return h.digest("hex");
}

/* ───────────── Figures ───────────── */

/** Thrown for a value that is neither a figure nor a "no data" marker. */
export class FigureError extends Error {
  constructor(
    readonly field: string,
    readonly value: string,
  ) {
    super(`Valor no reconocido en ${field}: "${value}"`);
  }
}

/** "ND", "N.D.", "-" and blank mean "no data". */
export function isNoData(value: string | undefined | null): boolean {
  const v = (value ?? "").trim();
  return v === "" || v === "-" || /^n\.?\s*d\.?$/i.test(v);
}

/** A number written with "," as thousands separator ("1,234", "17,930") or "." as decimal point. */
function toNumber(raw: string, field: string): number {
  const v = raw.trim().replace(/^s\/\.?\s*/i, "");
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(v)) throw new FigureError(field, raw);
  return Number(v.replace(/,/g, ""));
}

/** A whole count ("642", "1,022"); null for no data. */
export function parseCount(value: string, field = "valor"): number | null {
  if (isNoData(value)) return null;
  const n = toNumber(value, field);
  if (!Number.isInteger(n)) throw new FigureError(field, value);
  return n;
}

/** A duration in years ("5", "3.5"); null for no data. */
export function parseYears(value: string, field = "Duración"): number | null {
  if (isNoData(value)) return null;
  const n = toNumber(value, field);
  if (n <= 0 || n > 15) throw new FigureError(field, value);
  return n;
}

/** A percentage ("92", "92%", "92.5"); null for no data. */
export function parsePercent(value: string, field = "Ingresantes/Postulantes (%)"): number | null {
  if (isNoData(value)) return null;
  const n = toNumber(value.replace(/%\s*$/, ""), field);
  return n;
}

/** "Si" / "Sí" / "No" → boolean; null for no data. */
export function parseYesNo(value: string, field = "valor"): boolean | null {
  if (isNoData(value)) return null;
  const v = value.trim().toLowerCase();
  if (v === "si" || v === "sí" || v === "s") return true;
  if (v === "no" || v === "n") return false;
  throw new FigureError(field, value);
}

/** Soles → céntimos, as an integer (avoids floating-point sums of money). */
export function solesToCents(soles: number): number {
  return Math.round(soles * 100);
}

export type CostRange = { minCents: number; maxCents: number; swapped: boolean };

/**
 * A monthly cost: a single value ("144") or a range ("600 - 700", "1,200 - 1,500"), in soles,
 * returned in céntimos. A range written backwards ("120 - 60") is put in order and marked.
 */
export function parseCost(value: string, field = "Costo (S/.)"): CostRange | null {
  if (isNoData(value)) return null;
  const parts = value.split(/\s+[-–]\s+|\s*[-–]\s*(?=\d)/).map((p) => p.trim());
  if (parts.length === 1) {
    const c = solesToCents(toNumber(parts[0], field));
    return { minCents: c, maxCents: c, swapped: false };
  }
  if (parts.length !== 2) throw new FigureError(field, value);
  const a = solesToCents(toNumber(parts[0], field));
  const b = solesToCents(toNumber(parts[1], field));
  return a <= b ? { minCents: a, maxCents: b, swapped: false } : { minCents: b, maxCents: a, swapped: true };
}

/** An integer amount in soles ("2354"); null for no data or blank. */
export function parseSoles(value: string | undefined, field = "valor"): number | null {
  if (value === undefined || isNoData(value)) return null;
  return Math.round(toNumber(value, field));
}

/** A plain decimal such as "3.75" (O*NET scores, coordinates); null when blank. */
export function parseDecimal(value: string | undefined, field = "valor"): number | null {
  const v = (value ?? "").trim();
  if (v === "") return null;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new FigureError(field, value ?? "");
  return n;
}

/** "" → null, otherwise the trimmed value. */
export function blankToNull(value: string | undefined | null): string | null {
  const v = (value ?? "").trim();
  return v === "" ? null : v;
}
