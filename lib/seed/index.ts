/**
 * The catalogue seed: regions, universities, institutes, careers, offerings and the sample of
 * schools, from the CSV files in data/ (provenance in data/SOURCES.md).
 *
 * Idempotent: every table is upserted by its natural key (regions.ubigeo_reniec,
 * institutions.slug, careers.slug, offerings.source_key, schools (code, annex)); a row whose
 * values did not change is not touched, ids never change and nothing is deleted. Each step
 * stores a hash of its inputs in seed_runs and is skipped when the hash is unchanged (unless
 * `force`), so that a restart costs a few queries.
 *
 * Every row that is not a clean match (institution or career not found, fuzzy matches, merged
 * institutes, odd figures) is logged as a summary and written to reports/seed-report.json and
 * reports/seed-report.txt.
 *
 * No "server-only": this runs from tsx scripts and the test harness too.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, count, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { careers, institutions, offerings, regions, schools, seedRuns } from "@/lib/db/schema";
import { buildCatalogue, loadSources, type CareerMapping, type DataFileKey, type ReportEntry, type UniversityMapping } from "./catalogue";
import { sha256 } from "./parse";
import { seedFair } from "./fair";
import { seedAlliances } from "./alliances";
import { seedAdvisors } from "./advisors";

export type { ReportEntry } from "./catalogue";

/** Bump when the importer's logic changes, so that the next start re-applies every step. */
export const SEED_VERSION = "catalogue-2025-1";

export type SeedOptions = {
  log?: (line: string) => void;
  dataDir?: string;
  reportDir?: string;
  force?: boolean;
};

export type SeedStep = "regions" | "universities" | "institutes" | "careers" | "offerings" | "schools";

export type StepResult = {
  status: "cargado" | "omitido";
  /** Rows in the source after building (what the step upserts). */
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  ms: number;
};

export type SeedReport = {
  startedAt: string;
  durationMs: number;
  dataDir: string;
  /** Rows in each table after the seed. */
  counts: { regions: number; universities: number; institutes: number; careers: number; offerings: number; schools: number };
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
  files: { json: string; txt: string } | null;
};

const STEP_FILES: Record<SeedStep, DataFileKey[]> = {
  regions: ["regions"],
  universities: ["regions", "universities"],
  institutes: ["regions", "universities", "institutes"],
  careers: ["careers"],
  offerings: ["regions", "universities", "institutes", "careers", "offerings"],
  schools: ["schools"],
};

const BATCH = 500;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Exec = Db | Tx;

/**
 * Inserts rows in batches; on a conflict on `target` updates the `update` columns, but only when
 * one of them differs (so that an unchanged row is not rewritten). `onlyWhen` adds a condition
 * to the update. Returns how many rows were inserted and updated.
 */
async function upsert<T extends PgTable>(
  tx: Exec,
  table: T,
  rows: Record<string, unknown>[],
  target: PgColumn[],
  update: string[],
  opts: { touch?: string; onlyWhen?: SQL; keepEdited?: boolean } = {},
): Promise<{ inserted: number; updated: number }> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const incoming = (key: string): SQL => {
    const excluded = sql.raw(`excluded."${columns[key].name}"`);
    if (!opts.keepEdited) return excluded;
    const edited = columns.editedFields;
    // A column an admin edited keeps its value; `sources` keeps the entries of the edited figures.
    if (key === "sources") {
      return sql`${excluded} || coalesce((select jsonb_object_agg(e.key, e.value) from jsonb_each(${columns[key]}) e where e.key = any(${edited})), '{}'::jsonb)`;
    }
    return sql`case when ${key} = any(${edited}) then ${columns[key]} else ${excluded} end`;
  };
  const set: Record<string, SQL> = {};
  for (const key of update) set[key] = incoming(key);
  if (opts.touch) set[opts.touch] = sql`now()`;
  const changed = sql`(${sql.join(
    update.map((k) => sql`${columns[k]}`),
    sql`, `,
  )}) IS DISTINCT FROM (${sql.join(
    update.map((k) => incoming(k)),
    sql`, `,
  )})`;
  const setWhere = opts.onlyWhen ? and(changed, opts.onlyWhen) : changed;
  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    // The generic table type defeats Drizzle's inference of values(); the rows are built to match.
    const result = (await (
      tx.insert(table) as unknown as {
        values: (v: Record<string, unknown>[]) => {
          onConflictDoUpdate: (c: { target: PgColumn[]; set: Record<string, SQL>; setWhere?: SQL }) => {
            returning: (r: Record<string, SQL>) => Promise<{ inserted: boolean }[]>;
          };
        };
      }
    )
      .values(batch)
      .onConflictDoUpdate({ target, set, setWhere })
      .returning({ inserted: sql<boolean>`(xmax = 0)` })) as { inserted: boolean }[];
    for (const r of result) {
      if (r.inserted) inserted++;
      else updated++;
    }
  }
  return { inserted, updated };
}

async function tableCount(db: Exec, step: SeedStep): Promise<number> {
  const q = (() => {
    switch (step) {
      case "regions":
        return db.select({ n: count() }).from(regions);
      case "universities":
        return db.select({ n: count() }).from(institutions).where(eq(institutions.kind, "universidad"));
      case "institutes":
        return db.select({ n: count() }).from(institutions).where(eq(institutions.kind, "instituto"));
      case "careers":
        return db.select({ n: count() }).from(careers);
      case "offerings":
        return db.select({ n: count() }).from(offerings);
      case "schools":
        return db.select({ n: count() }).from(schools);
    }
  })();
  const [row] = await q;
  return Number(row?.n ?? 0);
}

const keysOf = (obj: Record<string, unknown>, except: string[] = []) => Object.keys(obj).filter((k) => !except.includes(k));

export async function seedAll(db: Db, opts: SeedOptions = {}): Promise<SeedReport> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const dataDir = opts.dataDir ?? path.join(process.cwd(), "data");
  const reportDir = opts.reportDir ?? path.join(process.cwd(), "reports");
  const started = performance.now();
  const startedAt = new Date().toISOString();

  const src = loadSources(dataDir);
  const cat = buildCatalogue(src);
  const steps = {} as Record<SeedStep, StepResult>;

  async function step(name: SeedStep, rows: number, run: (tx: Tx) => Promise<{ inserted: number; updated: number }>) {
    const t0 = performance.now();
    const key = `catalogue:${name}`;
    const hash = sha256(SEED_VERSION, name, ...STEP_FILES[name].map((f) => src.hashes[f]));
    const [prev] = await db.select().from(seedRuns).where(eq(seedRuns.key, key));
    const present = await tableCount(db, name);
    if (!opts.force && prev?.hash === hash && present >= (prev.summary?.rows ?? 0)) {
      steps[name] = { status: "omitido", rows, inserted: 0, updated: 0, unchanged: rows, ms: Math.round(performance.now() - t0) };
      log(`  ${name}: sin cambios en los datos (omitido)`);
      return;
    }
    const result = await db.transaction(async (tx) => {
      const r = await run(tx);
      const summary = { rows, inserted: r.inserted, updated: r.updated };
      await tx
        .insert(seedRuns)
        .values({ key, hash, summary })
        .onConflictDoUpdate({ target: seedRuns.key, set: { hash, summary, ranAt: sql`now()` } });
      return r;
    });
    const ms = Math.round(performance.now() - t0);
    steps[name] = { status: "cargado", rows, ...result, unchanged: rows - result.inserted - result.updated, ms };
    log(`  ${name}: ${rows} filas (${result.inserted} nuevas, ${result.updated} actualizadas) en ${ms} ms`);
  }

  log(`Catálogo: cargando desde ${dataDir}${opts.force ? " (forzado)" : ""}`);

  await step("regions", cat.regions.length, (tx) =>
    upsert(tx, regions, cat.regions, [regions.ubigeoReniec], keysOf(cat.regions[0], ["ubigeoReniec"])),
  );

  const regionIds = async (tx: Exec) =>
    new Map((await tx.select({ id: regions.id, u: regions.ubigeoReniec }).from(regions)).map((r) => [r.u, r.id]));

  const institutionRows = async (tx: Exec, rows: typeof cat.universities.rows) => {
    const ids = await regionIds(tx);
    return rows.map(({ regionUbigeo, ...r }) => ({ ...r, regionId: regionUbigeo ? (ids.get(regionUbigeo) ?? null) : null }));
  };
  const institutionUpdate = [...keysOf(cat.universities.rows[0] ?? {}, ["slug", "regionUbigeo"]), "regionId"];

  await step("universities", cat.universities.rows.length, async (tx) =>
    upsert(tx, institutions, await institutionRows(tx, cat.universities.rows), [institutions.slug], institutionUpdate, {
      touch: "updatedAt",
      keepEdited: true,
    }),
  );
  await step("institutes", cat.institutes.rows.length, async (tx) =>
    upsert(tx, institutions, await institutionRows(tx, cat.institutes.rows), [institutions.slug], institutionUpdate, {
      touch: "updatedAt",
      keepEdited: true,
    }),
  );
  await step("careers", cat.careers.rows.length, (tx) =>
    upsert(tx, careers, cat.careers.rows, [careers.slug], keysOf(cat.careers.rows[0], ["slug"]), { keepEdited: true }),
  );
  await step("offerings", cat.offerings.rows.length, async (tx) => {
    const rIds = await regionIds(tx);
    const iIds = new Map((await tx.select({ id: institutions.id, slug: institutions.slug }).from(institutions)).map((r) => [r.slug, r.id]));
    const cIds = new Map((await tx.select({ id: careers.id, slug: careers.slug }).from(careers)).map((r) => [r.slug, r.id]));
    const rows = cat.offerings.rows.map(({ institutionSlug, careerSlug, regionUbigeo, line: _line, ...r }) => {
      const institutionId = iIds.get(institutionSlug);
      if (institutionId === undefined) throw new Error(`Institución "${institutionSlug}" no está en la base de datos`);
      return {
        ...r,
        institutionId,
        careerId: careerSlug ? (cIds.get(careerSlug) ?? null) : null,
        regionId: regionUbigeo ? (rIds.get(regionUbigeo) ?? null) : null,
      };
    });
    return upsert(tx, offerings, rows, [offerings.sourceKey], keysOf(rows[0], ["sourceKey"]), { keepEdited: true });
  });
  await step("schools", cat.schools.rows.length, (tx) =>
    // The sample never overwrites a school that the official register (import:schools) loaded.
    upsert(tx, schools, cat.schools.rows, [schools.code, schools.annex], keysOf(cat.schools.rows[0], ["code", "annex"]), {
      touch: "updatedAt",
      onlyWhen: sql`${schools.source} = excluded."source"`,
    }),
  );

  // The virtual fair (its stands need the institutions above); created once, then edited as data.
  await seedFair(db, { log });
  await seedAlliances(db, { log });
  await seedAdvisors(db, { log });

  const counts = {
    regions: await tableCount(db, "regions"),
    universities: await tableCount(db, "universities"),
    institutes: await tableCount(db, "institutes"),
    careers: await tableCount(db, "careers"),
    offerings: await tableCount(db, "offerings"),
    schools: await tableCount(db, "schools"),
  };

  // Rows the current files no longer contain: reported, never deleted (their ids may be referenced).
  const currentSlugs = new Set([...cat.universities.rows, ...cat.institutes.rows].map((r) => r.slug));
  const staleInstitutions = (await db.select({ slug: institutions.slug }).from(institutions))
    .map((r) => r.slug)
    .filter((s) => !currentSlugs.has(s));
  const currentKeys = new Set(cat.offerings.rows.map((r) => r.sourceKey));
  const staleOfferings = (await db.select({ k: offerings.sourceKey }).from(offerings)).filter((r) => !currentKeys.has(r.k)).length;

  const report: SeedReport = {
    startedAt,
    durationMs: 0,
    dataDir,
    counts,
    steps,
    unmatched: { institutions: cat.offerings.unmatchedInstitutions, careers: cat.offerings.unmatchedCareers },
    review: cat.offerings.review,
    figures: cat.offerings.figures,
    merged: cat.institutes.merged,
    issues: [...cat.universities.issues, ...cat.institutes.issues, ...cat.careers.issues, ...cat.offerings.issues, ...cat.schools.issues],
    universityMatches: cat.offerings.universityMappings,
    careerMatches: cat.offerings.careerMappings.filter((m) => m.method !== "familia"),
    stale: { institutions: staleInstitutions, offerings: staleOfferings },
    files: null,
  };
  report.durationMs = Math.round(performance.now() - started);

  try {
    mkdirSync(reportDir, { recursive: true });
    const json = path.join(reportDir, "seed-report.json");
    const txt = path.join(reportDir, "seed-report.txt");
    report.files = { json, txt };
    writeFileSync(json, JSON.stringify(report, null, 2) + "\n");
    writeFileSync(txt, reportText(report));
  } catch (e) {
    log(`No se pudo escribir el informe en ${reportDir}: ${(e as Error).message}`);
  }

  for (const line of summaryLines(report)) log(line);
  return report;
}

/* ───────────── Report text ───────────── */

function entryLine(e: ReportEntry): string {
  return `  ${e.file}${e.row !== null ? ` fila ${e.row}` : ""}: ${e.value} — ${e.reason}${e.detail ? ` (${e.detail})` : ""}`;
}

function summaryLines(r: SeedReport): string[] {
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
  out.push("Pasos:");
  for (const [name, s] of Object.entries(r.steps)) {
    out.push(
      `  ${name}: ${s.status}, ${s.rows} filas, ${s.inserted} nuevas, ${s.updated} actualizadas, ${s.unchanged} sin cambios, ${s.ms} ms`,
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
