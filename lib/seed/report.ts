/**
 * The catalogue seed's report: the per-source counts (rows in the file, loaded, inserted,
 * updated, unchanged, skipped, warnings), the entries worth a human look, the console summary and
 * the files reports/seed-report.json and reports/seed-report.txt.
 * No "server-only": this runs from tsx scripts and the test harness too.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Catalogue, CareerMapping, ReportEntry, Sources, UniversityMapping } from "./catalogue";
import { beca18Counts, type Beca18Outcome } from "./importers/beca18";
import type { DataFileKey } from "./sources";
import type { UpsertCounts } from "./upsert";

/** One step per data source, in the order they are loaded. */
export const SEED_STEPS = [
  "regions",
  "universities",
  "institutes",
  "careers",
  "offerings",
  "schools",
  "beca18",
] as const satisfies readonly DataFileKey[];
export type SeedStep = (typeof SEED_STEPS)[number];

export type StepResult = {
  status: "cargado" | "omitido";
  /** Rows in the source after building (what the step upserts). */
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows of the source file. */
  sourceRows: number;
  /** Source rows not loaded (bad key, unknown gestión, institution not matched…). */
  skipped: number;
  /** Report entries the source produced (unmatched, merged, to review, other issues). */
  warnings: number;
  ms: number;
};

export type TableCounts = Record<SeedStep, number>;

export type SeedReport = {
  startedAt: string;
  durationMs: number;
  dataDir: string;
  /** Rows in each table after the seed. */
  counts: TableCounts;
  steps: Record<SeedStep, StepResult>;
  /** Source rows that could not be matched (the offering is not loaded when its institution is missing). */
  unmatched: { institutions: ReportEntry[]; careers: ReportEntry[] };
  /** Loaded, but worth a human look: fuzzy career matches, odd figures, identical rows. */
  review: ReportEntry[];
  /** Figures loaded as the source gives them but unlikely (monthly cost above S/ 5 000, reversed range). */
  figures: ReportEntry[];
  /** Institutes listed more than once in the source and merged into one. */
  merged: ReportEntry[];
  /** Other problems (unknown region, figure not understood…). */
  issues: ReportEntry[];
  /** How each Ponte en Carrera university name was matched to SUNEDU (all of them). */
  universityMatches: UniversityMapping[];
  /** How programmes were assigned to careers, except the direct (family, type) ones. */
  careerMatches: CareerMapping[];
  /** Rows in the database that the current files no longer contain (kept: ids are referenced). */
  stale: { institutions: string[]; offerings: number };
  /**
   * PRONABEC's Beca 18 2026 list: rows per outcome (matched to a 2015–16 offering, new offering,
   * new institution, could not be placed), each row that is not a plain match with its reason, and
   * how each institution name was placed.
   */
  beca18: {
    counts: Record<Beca18Outcome, number>;
    notMatched: ReportEntry[];
    institutions: { ies: string; department: string; slug: string | null; method: string }[];
  };
  files: { json: string; txt: string } | null;
};

/** What each source's build produced, before it is written: rows to load, skipped rows, warnings. */
export type SourceSummary = { sourceRows: number; rows: number; skipped: number; warnings: number };

export function summarizeSources(src: Sources, cat: Catalogue): Record<SeedStep, SourceSummary> {
  const o = cat.offerings;
  const summary = (step: SeedStep, rows: number, skipped: number, warnings: number): SourceSummary => ({
    sourceRows: src[step].rows.length,
    rows,
    skipped,
    warnings,
  });
  return {
    regions: summary("regions", cat.regions.length, 0, 0),
    universities: summary("universities", cat.universities.rows.length, cat.universities.skipped, cat.universities.issues.length),
    institutes: summary(
      "institutes",
      cat.institutes.rows.length,
      cat.institutes.skipped,
      cat.institutes.issues.length + cat.institutes.merged.length,
    ),
    careers: summary("careers", cat.careers.rows.length, 0, cat.careers.issues.length),
    offerings: summary(
      "offerings",
      o.rows.length,
      o.unmatchedInstitutions.length,
      o.unmatchedInstitutions.length + o.unmatchedCareers.length + o.review.length + o.figures.length + o.issues.length,
    ),
    schools: summary("schools", cat.schools.rows.length, cat.schools.skipped, cat.schools.issues.length),
    beca18: summary("beca18", cat.beca18.listings.length, beca18Counts(cat.beca18)["sin-ubicar"], cat.beca18.issues.length),
  };
}

/**
 * Collects the result of each step as it runs and logs one line for it. `skip` records a step
 * whose inputs did not change; `loaded` one that was written.
 */
export function createStepCollector(sources: Record<SeedStep, SourceSummary>, log: (line: string) => void) {
  const steps = {} as Record<SeedStep, StepResult>;
  const base = (name: SeedStep) => {
    const { sourceRows, rows, skipped, warnings } = sources[name];
    return { sourceRows, rows, skipped, warnings };
  };
  return {
    steps,
    skip(name: SeedStep, ms: number) {
      const b = base(name);
      steps[name] = { status: "omitido", ...b, inserted: 0, updated: 0, unchanged: b.rows, ms };
      log(`  ${name}: sin cambios en los datos (omitido)`);
    },
    loaded(name: SeedStep, counts: UpsertCounts, ms: number) {
      const b = base(name);
      const result: StepResult = { status: "cargado", ...b, ...counts, unchanged: b.rows - counts.inserted - counts.updated, ms };
      steps[name] = result;
      log(`  ${stepLine(name, result)}`);
    },
  };
}

/** "offerings: 5638 filas (5638 nuevas, 0 actualizadas, 0 sin cambios), 5 omitidas, 943 avisos, en 812 ms". */
export function stepLine(name: SeedStep, s: StepResult): string {
  const extra = [s.skipped ? `${s.skipped} omitidas` : "", s.warnings ? `${s.warnings} avisos` : ""].filter(Boolean);
  return [
    `${name}: ${s.rows} filas (${s.inserted} nuevas, ${s.updated} actualizadas, ${s.unchanged} sin cambios)`,
    ...extra,
    `en ${s.ms} ms`,
  ].join(", ");
}

/** Writes reports/seed-report.json and .txt; returns their paths, or null (logged) when it cannot. */
export function writeSeedReport(report: SeedReport, reportDir: string, log: (line: string) => void): { json: string; txt: string } | null {
  try {
    mkdirSync(reportDir, { recursive: true });
    const json = path.join(reportDir, "seed-report.json");
    const txt = path.join(reportDir, "seed-report.txt");
    const files = { json, txt };
    writeFileSync(json, JSON.stringify({ ...report, files }, null, 2) + "\n");
    writeFileSync(txt, reportText({ ...report, files }));
    return files;
  } catch (e) {
    log(`No se pudo escribir el informe en ${reportDir}: ${(e as Error).message}`);
    return null;
  }
}

/* ───────────── Report text ───────────── */

function entryLine(e: ReportEntry): string {
  return `  ${e.file}${e.row !== null ? ` fila ${e.row}` : ""}: ${e.value} — ${e.reason}${e.detail ? ` (${e.detail})` : ""}`;
}

export function summaryLines(r: SeedReport): string[] {
  const c = r.counts;
  const lines = [
    `Catálogo listo en ${r.durationMs} ms: ${c.regions} regiones, ${c.universities} universidades, ${c.institutes} institutos, ${c.careers} carreras, ${c.offerings} ofertas, ${c.schools} colegios.`,
  ];
  const uniFuzzy = r.universityMatches.filter((m) => m.method === "aproximado").length;
  const uniUnmatched = r.universityMatches.filter((m) => m.method === null);
  lines.push(
    `  Universidades de Ponte en Carrera: ${r.universityMatches.length} nombres; ${uniFuzzy} por coincidencia aproximada, ${uniUnmatched.length} sin emparejar${
      uniUnmatched.length ? ` (${uniUnmatched.map((m) => m.name).join("; ")})` : ""
    }.`,
  );
  lines.push(`  Ofertas no cargadas por institución sin emparejar: ${r.unmatched.institutions.length}.`);
  lines.push(`  Ofertas sin carrera asignada (career_id vacío): ${r.unmatched.careers.length}.`);
  if (r.merged.length) lines.push(`  Institutos fusionados: ${r.merged.map((m) => m.value).join("; ")}.`);
  lines.push(
    `  Para revisar: ${r.review.length} emparejamientos, ${r.figures.length} cifras atípicas (costo mensual > S/ 5 000 o rango invertido); otros avisos: ${r.issues.length}.`,
  );
  const b = r.beca18.counts;
  lines.push(
    `  Beca 18 2026 (PRONABEC, lista parcial): ${b.emparejada} filas confirman una oferta de 2015–16, ${b["oferta-nueva"]} crean una oferta nueva, ${b["institucion-nueva"]} son de una institución nueva, ${b["sin-ubicar"]} sin ubicar.`,
  );
  if (r.stale.institutions.length || r.stale.offerings) {
    lines.push(
      `  En la base pero ya no en los archivos (se conservan): ${r.stale.institutions.length} instituciones, ${r.stale.offerings} ofertas.`,
    );
  }
  if (r.files) lines.push(`  Informe: ${r.files.txt}`);
  return lines;
}

export function reportText(r: SeedReport): string {
  const out: string[] = [];
  out.push(`Informe de importación del catálogo — ${r.startedAt}`, `Datos: ${r.dataDir}`, "");
  out.push(...summaryLines(r).filter((l) => !l.includes("Informe:")), "");
  out.push("Pasos (una fuente cada uno):");
  for (const [name, s] of Object.entries(r.steps)) {
    out.push(
      `  ${name}: ${s.status}, ${s.sourceRows} filas en el archivo, ${s.rows} a cargar, ${s.inserted} nuevas, ${s.updated} actualizadas, ${s.unchanged} sin cambios, ${s.skipped} omitidas, ${s.warnings} avisos, ${s.ms} ms`,
    );
  }
  const section = (title: string, entries: ReportEntry[]) => {
    out.push("", `== ${title} (${entries.length}) ==`);
    for (const e of entries) out.push(entryLine(e));
  };
  section("Instituciones sin emparejar: ofertas no cargadas", r.unmatched.institutions);
  section("Carreras sin emparejar: ofertas cargadas con career_id vacío", r.unmatched.careers);
  section("Institutos fusionados", r.merged);
  section("Para revisar: emparejamientos", r.review);
  section("Para revisar: cifras atípicas (se guardan como vienen)", r.figures);
  section("Otros avisos", r.issues);
  out.push("", `== Beca 18 2026: instituciones de la lista → Rumbo (${r.beca18.institutions.length}) ==`);
  for (const m of r.beca18.institutions) out.push(`  [${m.method}] ${m.ies} (${m.department}) → ${m.slug ?? "—"}`);
  section("Beca 18 2026: filas que no confirman una oferta existente (creadas o sin ubicar)", r.beca18.notMatched);
  out.push("", `== Universidades: nombre en Ponte en Carrera → SUNEDU (${r.universityMatches.length}) ==`);
  for (const m of [...r.universityMatches].sort(
    (a, b) => String(a.method).localeCompare(String(b.method)) || a.name.localeCompare(b.name),
  )) {
    out.push(`  [${m.method ?? "sin emparejar"}] ${m.name} → ${m.university ?? "—"}${m.note ? ` (${m.note})` : ""} · ${m.rows} filas`);
  }
  out.push("", `== Carreras asignadas de forma no directa (${r.careerMatches.length} programas) ==`);
  for (const m of r.careerMatches) {
    out.push(
      `  [${m.method ?? "sin carrera"}] ${m.family} · ${m.programme} (${m.type}) → ${m.career ?? "—"} · ${m.rows.length} filas: ${m.rows.join(", ")}`,
    );
  }
  if (r.stale.institutions.length) {
    out.push("", `== Instituciones en la base que ya no están en los archivos (${r.stale.institutions.length}) ==`);
    for (const s of r.stale.institutions) out.push(`  ${s}`);
  }
  return out.join("\n") + "\n";
}

/** The report of a run, from the catalogue built, the steps collected and the database counts after. */
export function buildSeedReport(input: {
  startedAt: string;
  durationMs: number;
  dataDir: string;
  cat: Catalogue;
  steps: Record<SeedStep, StepResult>;
  counts: TableCounts;
  stale: SeedReport["stale"];
}): SeedReport {
  const { cat } = input;
  return {
    startedAt: input.startedAt,
    durationMs: input.durationMs,
    dataDir: input.dataDir,
    counts: input.counts,
    steps: input.steps,
    unmatched: { institutions: cat.offerings.unmatchedInstitutions, careers: cat.offerings.unmatchedCareers },
    review: cat.offerings.review,
    figures: cat.offerings.figures,
    merged: cat.institutes.merged,
    issues: [
      ...cat.universities.issues,
      ...cat.institutes.issues,
      ...cat.careers.issues,
      ...cat.offerings.issues,
      ...cat.schools.issues,
      ...cat.beca18.issues,
    ],
    universityMatches: cat.offerings.universityMappings,
    careerMatches: cat.offerings.careerMappings.filter((m) => m.method !== "familia"),
    stale: input.stale,
    beca18: {
      counts: beca18Counts(cat.beca18),
      notMatched: cat.beca18.listings
        .filter((l) => l.outcome !== "emparejada")
        .map((l) => ({
          file: "ies_elegibles_2026.csv",
          row: l.line,
          value: `${l.ies} · ${l.department} · ${l.programme} (${l.modality})`,
          reason: `${l.outcome}: ${l.reason}`,
        })),
      institutions: cat.beca18.institutionMatches,
    },
    files: null,
  };
}
