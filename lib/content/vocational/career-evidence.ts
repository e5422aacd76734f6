import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { fieldIds, type FieldId } from "./fields";
import { intelligenceScales, type IntelligenceId } from "./intelligences";

/**
 * The per-career evidence table (data/career-evidence.csv, documented in data/SOURCES.md): for each
 * catalogue career, the intelligences it really uses, the content fields it is about and the
 * sectors where its graduates work, each justified by the career's reference occupation in O*NET
 * (Knowledge, Abilities, Skills, Work Activities of its `onet_soc`) or its field of study. A
 * counsellor can read and correct the CSV; this loader validates it and gives it typed.
 *
 * Read by the reasons of a suggestion, the ranking's content fit and the career page («Trabajan
 * sobre todo en»). Nothing here is inferred from the career's Holland code.
 */
export type CareerEvidence = {
  /** The career's name as in data/careers_pe.csv. */
  career: string;
  slug: string;
  onetSoc: string | null;
  occupation: string | null;
  intelligences: IntelligenceId[];
  intelligenceBasis: string;
  /** Most characteristic first (the content fit weighs them 0.5, 0.3, 0.2). */
  fields: FieldId[];
  fieldBasis: string;
  /** Where graduates work, most common first, as a sentence fragment each. */
  sectors: string[];
  source: string;
};

export const CAREER_EVIDENCE_FILE = "data/career-evidence.csv";

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
const key = (s: string) => plain(s.trim());
/** The catalogue's slug of a career name (the seed's slugify; this pure layer may not import the seed). */
const slugOf = (name: string) =>
  plain(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
/** Intelligences are written with the names the student sees («lógico-matemática»), accents optional. */
const intelligenceByName = new Map<string, IntelligenceId>(intelligenceScales.map((s) => [key(s.name), s.id]));
const list = (s: string) =>
  s
    .split(";")
    .map((x) => x.trim())
    .filter(Boolean);

/** Parses and validates the table; throws naming the line of the first wrong value. */
export function parseCareerEvidence(text: string, file = CAREER_EVIDENCE_FILE): Map<string, CareerEvidence> {
  const out = new Map<string, CareerEvidence>();
  const rows = parse(text.replace(/^\uFEFF/, ""), { columns: true, skip_empty_lines: true, info: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  for (const { record: r, info } of rows) {
    const line = info.lines;
    const where = `${file}:${line} (${r.carrera})`;
    const intelligences = list(r.inteligencias).map((name) => {
      const id = intelligenceByName.get(key(name));
      if (!id) throw new Error(`${where}: inteligencia desconocida «${name}»`);
      return id;
    });
    const fields = list(r.campos).map((f) => {
      if (!(fieldIds as readonly string[]).includes(f)) throw new Error(`${where}: campo desconocido «${f}»`);
      return f as FieldId;
    });
    const sectors = list(r.sectores);
    if (!r.carrera?.trim()) throw new Error(`${where}: falta la carrera`);
    if (!fields.length || !sectors.length || !r.fuente?.trim())
      throw new Error(`${where}: cada carrera necesita campos, sectores y fuente`);
    const slug = slugOf(r.carrera);
    if (out.has(slug)) throw new Error(`${where}: carrera repetida`);
    out.set(slug, {
      career: r.carrera.trim(),
      slug,
      onetSoc: r.onet_soc?.trim() || null,
      occupation: r.ocupacion_referencia?.trim() || null,
      intelligences,
      intelligenceBasis: r.justificacion_inteligencias?.trim() ?? "",
      fields,
      fieldBasis: r.justificacion_campos?.trim() ?? "",
      sectors,
      source: r.fuente.trim(),
    });
  }
  return out;
}

let table: Map<string, CareerEvidence> | null = null;

/** The whole table, by career slug (read once per process). */
export function careerEvidenceTable(): ReadonlyMap<string, CareerEvidence> {
  table ??= parseCareerEvidence(readFileSync(path.join(process.cwd(), CAREER_EVIDENCE_FILE), "utf8"));
  return table;
}

/** One career's row, or null when the table has none (a career added to the catalogue later). */
export function careerEvidence(slug: string): CareerEvidence | null {
  return careerEvidenceTable().get(slug) ?? null;
}
