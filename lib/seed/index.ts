/**
 * The catalogue seed: regions, universities, institutes, careers, offerings and the sample of
 * schools, from the CSV files in data/ (provenance in data/SOURCES.md), one importer per source
 * (./importers/), then the demo fair, alliance and advisor.
 *
 * Idempotent: every table is upserted by its natural key (regions.ubigeo_reniec,
 * institutions.slug, careers.slug, offerings.source_key, schools (code, annex)); a row whose
 * values did not change is not touched, ids never change and nothing is deleted, and the columns
 * an admin edited (`edited_fields`) keep their values. Each step stores a hash of its inputs in
 * seed_runs and is skipped when the hash is unchanged (unless `force`), so that a restart costs a
 * few queries.
 *
 * Every row that is not a clean match (institution or career not found, fuzzy matches, merged
 * institutes, odd figures) is logged as a summary and written to reports/seed-report.json and
 * reports/seed-report.txt (./report.ts).
 *
 * No "server-only": this runs from tsx scripts and the test harness too.
 */
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { beca18Listings, careers, institutions, offerings, regions, schools, seedRuns } from "@/lib/db/schema";
import { buildCatalogue, loadSources, type Catalogue, type DataFileKey, type Sources } from "./catalogue";
import { sha256 } from "./parse";
import { seedFair } from "./fair";
import { seedAlliances } from "./alliances";
import { seedAdvisors } from "./advisors";
import { seedWebinars } from "./webinars";
import { seedCommunity } from "./community";
import { importBeca18 } from "./importers/beca18";
import { importCareers } from "./importers/careers";
import { importInstitutes } from "./importers/institutes";
import { importOfferings } from "./importers/offerings";
import { importRegions } from "./importers/regions";
import { importSchools } from "./importers/schools";
import { importUniversities } from "./importers/universities";
import {
  buildSeedReport,
  createStepCollector,
  SEED_STEPS,
  summarizeSources,
  summaryLines,
  writeSeedReport,
  type SeedReport,
  type SeedStep,
  type TableCounts,
} from "./report";
import type { Exec, Tx, UpsertCounts } from "./upsert";

export type { ReportEntry } from "./catalogue";
export { reportText, type SeedReport, type SeedStep, type StepResult } from "./report";

/** Bump when the importer's logic changes, so that the next start re-applies every step. */
export const SEED_VERSION = "catalogue-2026-34";

export type SeedOptions = {
  log?: (line: string) => void;
  dataDir?: string;
  reportDir?: string;
  force?: boolean;
};

/** The files each step reads (a step re-runs when one of them changes). */
const STEP_FILES: Record<SeedStep, DataFileKey[]> = {
  regions: ["regions"],
  // The offerings too: a university they name and SUNEDU does not list gets a row (universities.ts).
  universities: ["regions", "universities", "offerings"],
  institutes: ["regions", "universities", "institutes"],
  careers: ["careers"],
  offerings: ["regions", "universities", "institutes", "careers", "offerings"],
  schools: ["schools"],
  // After every other step: it places each row of the list on the institutions and offerings above.
  beca18: ["regions", "universities", "institutes", "careers", "offerings", "beca18"],
};

/** Each step's importer: the built rows of its source, written in the step's transaction. */
const IMPORTERS: Record<SeedStep, (tx: Tx, cat: Catalogue) => Promise<UpsertCounts>> = {
  regions: (tx, cat) => importRegions(tx, cat.regions),
  universities: (tx, cat) => importUniversities(tx, cat.universities),
  institutes: (tx, cat) => importInstitutes(tx, cat.institutes),
  careers: (tx, cat) => importCareers(tx, cat.careers),
  offerings: (tx, cat) => importOfferings(tx, cat.offerings),
  schools: (tx, cat) => importSchools(tx, cat.schools),
  beca18: (tx, cat) => importBeca18(tx, cat.beca18),
};

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
      case "beca18":
        return db.select({ n: count() }).from(beca18Listings);
    }
  })();
  const [row] = await q;
  return Number(row?.n ?? 0);
}

async function tableCounts(db: Exec): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const step of SEED_STEPS) counts[step] = await tableCount(db, step);
  return counts;
}

/**
 * Whether a step can be skipped: same inputs as its last run (hash) and at least as many rows in
 * its table as that run loaded (a table emptied by hand is reloaded).
 */
async function unchangedSinceLastRun(db: Db, name: SeedStep, hash: string): Promise<boolean> {
  const [prev] = await db
    .select()
    .from(seedRuns)
    .where(eq(seedRuns.key, `catalogue:${name}`));
  if (prev?.hash !== hash) return false;
  return (await tableCount(db, name)) >= (prev.summary?.rows ?? 0);
}

/** Runs one step's importer in a transaction that also records its hash and counts in seed_runs. */
async function runStep(db: Db, name: SeedStep, hash: string, rows: number, importer: (tx: Tx) => Promise<UpsertCounts>) {
  const key = `catalogue:${name}`;
  return db.transaction(async (tx) => {
    const r = await importer(tx);
    const summary = { rows, inserted: r.inserted, updated: r.updated };
    await tx
      .insert(seedRuns)
      .values({ key, hash, summary })
      .onConflictDoUpdate({ target: seedRuns.key, set: { hash, summary, ranAt: sql`now()` } });
    return r;
  });
}

/** Rows the current files no longer contain: reported, never deleted (their ids may be referenced). */
async function staleRows(db: Db, cat: Catalogue): Promise<SeedReport["stale"]> {
  const currentSlugs = new Set([...cat.universities.rows, ...cat.institutes.rows, ...cat.beca18.institutions].map((r) => r.slug));
  const staleInstitutions = (await db.select({ slug: institutions.slug }).from(institutions))
    .map((r) => r.slug)
    .filter((s) => !currentSlugs.has(s));
  const currentKeys = new Set([...cat.offerings.rows, ...cat.beca18.offerings].map((r) => r.sourceKey));
  const staleOfferings = (await db.select({ k: offerings.sourceKey }).from(offerings)).filter((r) => !currentKeys.has(r.k)).length;
  return { institutions: staleInstitutions, offerings: staleOfferings };
}

const stepHash = (src: Sources, name: SeedStep) => sha256(SEED_VERSION, name, ...STEP_FILES[name].map((f) => src.hashes[f]));

export async function seedAll(db: Db, opts: SeedOptions = {}): Promise<SeedReport> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const dataDir = opts.dataDir ?? path.join(process.cwd(), "data");
  const reportDir = opts.reportDir ?? path.join(process.cwd(), "reports");
  const started = performance.now();
  const startedAt = new Date().toISOString();

  const src = loadSources(dataDir);
  const cat = buildCatalogue(src);
  const sources = summarizeSources(src, cat);
  const collector = createStepCollector(sources, log);

  log(`Catálogo: cargando desde ${dataDir}${opts.force ? " (forzado)" : ""}`);
  for (const name of SEED_STEPS) {
    const t0 = performance.now();
    const hash = stepHash(src, name);
    if (!opts.force && (await unchangedSinceLastRun(db, name, hash))) {
      collector.skip(name, Math.round(performance.now() - t0));
      continue;
    }
    const counts = await runStep(db, name, hash, sources[name].rows, (tx) => IMPORTERS[name](tx, cat));
    collector.loaded(name, counts, Math.round(performance.now() - t0));
  }

  // The virtual fair (its stands need the institutions above); created once, then edited as data.
  await seedFair(db, { log });
  await seedAlliances(db, { log });
  await seedAdvisors(db, { log });
  // Webinars need the advisor and the institutions above; community ambassadors and questions need the catalogue.
  await seedWebinars(db, { log });
  await seedCommunity(db, { log });

  const counts = await tableCounts(db);
  const stale = await staleRows(db, cat);
  const report = buildSeedReport({
    startedAt,
    durationMs: Math.round(performance.now() - started),
    dataDir,
    cat,
    steps: collector.steps,
    counts,
    stale,
  });
  report.files = writeSeedReport(report, reportDir, log);

  for (const line of summaryLines(report)) log(line);
  return report;
}
