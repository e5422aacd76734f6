/**
 * Importer for MINEDU's "Padrón de Instituciones Educativas" (ESCALE), distributed as
 * `Padron_web` in DBF (dBase III, cp850) or CSV (comma, semicolon, pipe or tab separated;
 * UTF-8, cp850 or latin1/cp1252: detected). Keeps only active secondary schools
 * ("Secundaria" in D_NIV_MOD, "Activa"/"ACTIVO" in D_ESTADO), upserts them by (code, annex) and
 * reports every other row (skipped by level or status, malformed, duplicated, deleted in the DBF).
 *
 * No "server-only": used by scripts/import-schools.ts and the tests.
 */
import { closeSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { schools } from "@/lib/db/schema";
import { normalizeName, titleCaseEs } from "../text";
import type { SchoolRowInput } from "./schools";

export type RegisterEncoding = "utf8" | "cp850" | "latin1";

export type RegisterRecord = {
  /** CSV: the line in the file (the header is line 1); DBF: the 1-based record number. */
  row: number;
  values: Record<string, string>;
  /** Set when the row cannot be read as a record (wrong number of fields…). */
  malformed?: string;
  /** DBF records marked as deleted. */
  deleted?: boolean;
};

export type RegisterFile = {
  format: "csv" | "dbf";
  encoding: RegisterEncoding;
  delimiter: string | null;
  header: string[];
  records: Iterable<RegisterRecord>;
};

const REQUIRED = ["COD_MOD", "CEN_EDU", "D_NIV_MOD", "D_ESTADO"];
/** The columns the importer reads (others are ignored; the DBF reader does not even decode them). */
const USED = new Set([...REQUIRED, "ANEXO", "D_GESTION", "D_DPTO", "D_PROV", "D_DIST", "CODGEO", "DIR_CEN"]);

/* ───────────── Encoding ───────────── */

const SPANISH = /[áéíóúñüÁÉÍÓÚÑÜ°º]/;

/** How Spanish a decoded text looks: accented letters consistent with their word's case count for, anything else non-ASCII against. */
function spanishScore(text: string): number {
  let score = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch.charCodeAt(0) < 0x80) continue;
    if (!SPANISH.test(ch)) {
      score -= 2;
      continue;
    }
    const prev = text[i - 1] ?? " ";
    const next = text[i + 1] ?? " ";
    const isLower = ch !== ch.toUpperCase();
    const upperAround = /[A-Z]/.test(prev) && /[A-Z]/.test(next);
    const lowerAround = /[a-z]/.test(prev) && /[a-z]/.test(next);
    score += (isLower && upperAround) || (!isLower && lowerAround) ? -1 : 1;
  }
  return score;
}

/**
 * UTF-8 when the bytes are valid UTF-8; otherwise cp850 or latin1 (decoded as cp1252, its
 * Windows superset), whichever reads as more plausible Spanish. Ties go to cp850, the register's
 * own encoding.
 */
export function detectEncoding(buf: Buffer): RegisterEncoding {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return "utf8";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(buf);
    return "utf8";
  } catch {
    // not UTF-8
  }
  const sample = buf.subarray(0, 4 * 1024 * 1024);
  const cp850 = spanishScore(iconv.decode(sample, "cp850"));
  const latin1 = spanishScore(iconv.decode(sample, "cp1252"));
  return latin1 > cp850 ? "latin1" : "cp850";
}

export function decode(buf: Buffer, encoding: RegisterEncoding): string {
  if (encoding === "utf8") return buf.toString("utf8").replace(/^\uFEFF/, "");
  return iconv.decode(buf, encoding === "latin1" ? "cp1252" : "cp850");
}

/* ───────────── CSV ───────────── */

export function detectDelimiter(headerLine: string): string {
  const candidates = [",", ";", "|", "\t"];
  let best = ",";
  let bestCount = 0;
  for (const d of candidates) {
    const n = headerLine.split(d).length - 1;
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

export function readRegisterCsv(buf: Buffer, encoding?: RegisterEncoding): RegisterFile {
  const enc = encoding ?? detectEncoding(buf);
  const text = decode(buf, enc);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = detectDelimiter(firstLine);
  const parsed = parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const header = (parsed[0]?.record ?? []).map((h) => h.trim().toUpperCase());
  // Rows are numbered by their line in the file (the header is line 1).
  const records: RegisterRecord[] = parsed.slice(1).map(({ record, info }) => {
    const values: Record<string, string> = {};
    header.forEach((h, j) => {
      values[h] = (record[j] ?? "").trim();
    });
    const malformed = record.length !== header.length ? `${record.length} campos en lugar de ${header.length}` : undefined;
    return { row: info.lines, values, malformed };
  });
  return { format: "csv", encoding: enc, delimiter, header, records };
}

/* ───────────── DBF (dBase III) ───────────── */

/** dBase language driver ids → encoding (0x00: not set, the register's cp850 is assumed). */
function dbfEncoding(ldid: number): RegisterEncoding {
  if (ldid === 0x03 || ldid === 0x57 || ldid === 0x58 || ldid === 0x59) return "latin1";
  return "cp850";
}

type DbfField = { name: string; type: string; length: number };

/**
 * A minimal dBase III reader: 32-byte header (record count at 4, header length at 8, record
 * length at 10, language driver at 29), 32-byte field descriptors up to 0x0D, then fixed-width
 * records whose first byte is "*" when deleted. Reads the file in chunks, so that a national
 * register of a few hundred MB does not need to fit in memory twice.
 */
export function readRegisterDbf(file: string, encoding?: RegisterEncoding): RegisterFile {
  const fd = openSync(file, "r");
  const head = Buffer.alloc(32);
  readSync(fd, head, 0, 32, 0);
  const count = head.readUInt32LE(4);
  const headerLength = head.readUInt16LE(8);
  const recordLength = head.readUInt16LE(10);
  const enc = encoding ?? dbfEncoding(head[29]);
  if (headerLength < 33 || recordLength < 1) {
    closeSync(fd);
    throw new Error("El archivo DBF no tiene una cabecera válida");
  }
  const desc = Buffer.alloc(headerLength - 32);
  readSync(fd, desc, 0, desc.length, 32);
  const fields: DbfField[] = [];
  for (let off = 0; off + 32 <= desc.length && desc[off] !== 0x0d; off += 32) {
    const nameEnd = desc.indexOf(0, off);
    const name = desc
      .subarray(off, Math.min(nameEnd === -1 ? off + 11 : nameEnd, off + 11))
      .toString("latin1")
      .trim()
      .toUpperCase();
    fields.push({ name, type: String.fromCharCode(desc[off + 11]), length: desc[off + 16] });
  }
  const header = fields.map((f) => f.name);

  function* records(): Generator<RegisterRecord> {
    try {
      const perChunk = Math.max(1, Math.floor((1 << 20) / recordLength));
      const buf = Buffer.alloc(perChunk * recordLength);
      let index = 0;
      while (index < count) {
        const want = Math.min(perChunk, count - index);
        const got = readSync(fd, buf, 0, want * recordLength, headerLength + index * recordLength);
        const complete = Math.floor(got / recordLength);
        for (let k = 0; k < complete; k++) {
          const rec = buf.subarray(k * recordLength, (k + 1) * recordLength);
          const values: Record<string, string> = {};
          let off = 1;
          for (const f of fields) {
            if (USED.has(f.name))
              values[f.name] = decode(rec.subarray(off, off + f.length), enc)
                .replace(/\u0000/g, "")
                .trim();
            off += f.length;
          }
          yield { row: index + k + 1, values, deleted: rec[0] === 0x2a };
        }
        if (complete < want) {
          // The header promises more records than the file holds.
          yield { row: index + complete + 1, values: {}, malformed: "archivo truncado: faltan registros" };
          return;
        }
        index += complete;
      }
    } finally {
      closeSync(fd);
    }
  }
  return { format: "dbf", encoding: enc, delimiter: null, header, records: records() };
}

export function readRegister(file: string, encoding?: RegisterEncoding): RegisterFile {
  if (/\.dbf$/i.test(file)) return readRegisterDbf(file, encoding);
  return readRegisterCsv(readFileSync(file), encoding);
}

/* ───────────── Rows → schools ───────────── */

/** A school row ready to upsert: the same shape the sample seed builds. */
export type SchoolInput = SchoolRowInput;

export type RegisterIssue = { row: number; code: string | null; annex: string | null; value: string; reason: string };

export type RegisterSelection = {
  kept: SchoolInput[];
  skipped: RegisterIssue[];
  malformed: RegisterIssue[];
  duplicates: RegisterIssue[];
  totals: {
    rows: number;
    kept: number;
    skippedLevel: number;
    skippedInactive: number;
    deleted: number;
    malformed: number;
    duplicates: number;
  };
};

export function isSecondary(level: string): boolean {
  return /\bsecundaria\b/.test(normalizeName(level));
}

/** "Activa", "ACTIVO", "activa" → true; "Inactiva", "Cerrada", "" → false. */
export function isActive(status: string): boolean {
  const s = normalizeName(status);
  return s === "activa" || s === "activo";
}

function schoolGestion(value: string): string | null {
  const v = normalizeName(value);
  if (!v) return null;
  if (v.startsWith("publica") || v.startsWith("estatal")) return "pública";
  if (v.startsWith("privada") || v.startsWith("particular")) return "privada";
  return value.trim();
}

const nullIfBlank = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

/** Filters and converts register rows; pure, so that the tests can check it without a database. */
export function selectSchools(records: Iterable<RegisterRecord>, source: string): RegisterSelection {
  const kept: SchoolInput[] = [];
  const skipped: RegisterIssue[] = [];
  const malformed: RegisterIssue[] = [];
  const duplicates: RegisterIssue[] = [];
  const seen = new Map<string, number>();
  let rows = 0;
  let skippedLevel = 0;
  let skippedInactive = 0;
  let deleted = 0;
  for (const rec of records) {
    rows++;
    const v = rec.values;
    const rawCode = (v.COD_MOD ?? "").trim();
    const rawAnnex = (v.ANEXO ?? "").trim() || "0";
    const label = `${rawCode || "?"}-${rawAnnex} ${v.CEN_EDU ?? ""}`.trim();
    if (rec.malformed) {
      malformed.push({ row: rec.row, code: rawCode || null, annex: rawAnnex, value: label, reason: `fila mal formada: ${rec.malformed}` });
      continue;
    }
    if (rec.deleted) {
      deleted++;
      skipped.push({ row: rec.row, code: rawCode || null, annex: rawAnnex, value: label, reason: "registro borrado en el DBF" });
      continue;
    }
    // The código modular has 7 digits; a spreadsheet may have dropped its leading zeros.
    if (!/^\d{1,7}$/.test(rawCode)) {
      malformed.push({ row: rec.row, code: rawCode || null, annex: rawAnnex, value: label, reason: "COD_MOD inválido (7 dígitos)" });
      continue;
    }
    if (!/^\d{1,2}$/.test(rawAnnex)) {
      malformed.push({ row: rec.row, code: rawCode, annex: rawAnnex, value: label, reason: "ANEXO inválido" });
      continue;
    }
    if (!(v.CEN_EDU ?? "").trim()) {
      malformed.push({ row: rec.row, code: rawCode, annex: rawAnnex, value: label, reason: "CEN_EDU vacío" });
      continue;
    }
    const code = rawCode.padStart(7, "0");
    const annex = String(Number(rawAnnex));
    if (!isSecondary(v.D_NIV_MOD ?? "")) {
      skippedLevel++;
      skipped.push({ row: rec.row, code, annex, value: `${label} · ${v.D_NIV_MOD ?? ""}`, reason: "no es Secundaria" });
      continue;
    }
    if (!isActive(v.D_ESTADO ?? "")) {
      skippedInactive++;
      skipped.push({ row: rec.row, code, annex, value: `${label} · ${v.D_ESTADO ?? ""}`, reason: "no está activa" });
      continue;
    }
    const key = `${code}|${annex}`;
    if (seen.has(key)) {
      duplicates.push({ row: rec.row, code, annex, value: label, reason: `repetido (fila ${seen.get(key)}): se conserva la primera` });
      continue;
    }
    seen.set(key, rec.row);
    kept.push({
      code,
      annex,
      name: titleCaseEs(v.CEN_EDU),
      level: titleCaseEs(v.D_NIV_MOD),
      gestion: schoolGestion(v.D_GESTION ?? ""),
      department: nullIfBlank(v.D_DPTO) && titleCaseEs(v.D_DPTO),
      province: nullIfBlank(v.D_PROV) && titleCaseEs(v.D_PROV),
      district: nullIfBlank(v.D_DIST) && titleCaseEs(v.D_DIST),
      ubigeo: nullIfBlank(v.CODGEO),
      address: nullIfBlank(v.DIR_CEN),
      status: "activa",
      source,
    });
  }
  return {
    kept,
    skipped,
    malformed,
    duplicates,
    totals: { rows, kept: kept.length, skippedLevel, skippedInactive, deleted, malformed: malformed.length, duplicates: duplicates.length },
  };
}

/* ───────────── Import ───────────── */

export type SchoolsImportOptions = {
  log?: (line: string) => void;
  reportDir?: string;
  encoding?: RegisterEncoding;
  /** Text stored as each school's source; by default names the register and the file. */
  source?: string;
};

export type SchoolsImportReport = {
  file: string;
  format: "csv" | "dbf";
  encoding: RegisterEncoding;
  delimiter: string | null;
  totals: RegisterSelection["totals"] & { inserted: number; updated: number; unchanged: number };
  skipped: RegisterIssue[];
  malformed: RegisterIssue[];
  duplicates: RegisterIssue[];
  durationMs: number;
  reportFile: string | null;
};

const BATCH = 500;
const UPDATE = ["name", "level", "gestion", "department", "province", "district", "ubigeo", "address", "status", "source"] as const;

export async function importSchoolsRegister(db: Db, file: string, opts: SchoolsImportOptions = {}): Promise<SchoolsImportReport> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const reportDir = opts.reportDir ?? path.join(process.cwd(), "reports");
  const started = performance.now();
  const reg = readRegister(file, opts.encoding);
  const missing = REQUIRED.filter((c) => !reg.header.includes(c));
  if (missing.length) {
    throw new Error(
      `El archivo no tiene el formato del Padrón de Instituciones Educativas: faltan las columnas ${missing.join(", ")} (columnas leídas: ${reg.header.join(", ") || "ninguna"})`,
    );
  }
  const source = opts.source ?? `MINEDU, Padrón de Instituciones Educativas (ESCALE), archivo ${path.basename(file)}`;
  const sel = selectSchools(reg.records, source);

  let inserted = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    const set = Object.fromEntries(UPDATE.map((k) => [k, sql.raw(`excluded."${schools[k].name}"`)]));
    const changed = sql`(${sql.join(
      UPDATE.map((k) => sql`${schools[k]}`),
      sql`, `,
    )}) IS DISTINCT FROM (${sql.join(
      UPDATE.map((k) => sql.raw(`excluded."${schools[k].name}"`)),
      sql`, `,
    )})`;
    for (let i = 0; i < sel.kept.length; i += BATCH) {
      const result = await tx
        .insert(schools)
        .values(sel.kept.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: [schools.code, schools.annex],
          set: { ...set, updatedAt: sql`now()` },
          setWhere: changed,
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const r of result) {
        if (r.inserted) inserted++;
        else updated++;
      }
    }
  });

  const report: SchoolsImportReport = {
    file,
    format: reg.format,
    encoding: reg.encoding,
    delimiter: reg.delimiter,
    totals: { ...sel.totals, inserted, updated, unchanged: sel.kept.length - inserted - updated },
    skipped: sel.skipped,
    malformed: sel.malformed,
    duplicates: sel.duplicates,
    durationMs: Math.round(performance.now() - started),
    reportFile: null,
  };
  try {
    mkdirSync(reportDir, { recursive: true });
    report.reportFile = path.join(reportDir, "schools-import-report.json");
    writeFileSync(report.reportFile, JSON.stringify(report, null, 2) + "\n");
  } catch (e) {
    log(`No se pudo escribir el informe en ${reportDir}: ${(e as Error).message}`);
  }

  const t = report.totals;
  log(
    `Padrón ${path.basename(file)} (${reg.format.toUpperCase()}, ${reg.encoding}${reg.delimiter ? `, separador "${reg.delimiter === "\t" ? "\\t" : reg.delimiter}"` : ""}): ${t.rows} filas leídas.`,
  );
  log(`  Colegios secundarios activos: ${t.kept} (${t.inserted} nuevos, ${t.updated} actualizados, ${t.unchanged} sin cambios).`);
  log(
    `  Omitidos: ${t.skippedLevel} de otro nivel, ${t.skippedInactive} no activos${t.deleted ? `, ${t.deleted} borrados en el DBF` : ""}; ${t.duplicates} repetidos; ${t.malformed} mal formados.`,
  );
  for (const m of [...sel.malformed, ...sel.duplicates].slice(0, 20)) log(`  fila ${m.row}: ${m.value} — ${m.reason}`);
  if (sel.malformed.length + sel.duplicates.length > 20)
    log(`  … y ${sel.malformed.length + sel.duplicates.length - 20} más en el informe.`);
  if (report.reportFile) log(`  Informe: ${report.reportFile}`);
  return report;
}
