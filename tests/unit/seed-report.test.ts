import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildCatalogue, loadSources } from "@/lib/seed/catalogue";
import {
  buildSeedReport,
  createStepCollector,
  reportText,
  SEED_STEPS,
  stepLine,
  summarizeSources,
  summaryLines,
  writeSeedReport,
  type TableCounts,
} from "@/lib/seed/report";

// The real data files: the report's per-source counts are what an operator reads after a seed.
const src = loadSources(path.join(process.cwd(), "data"));
const cat = buildCatalogue(src);
const sources = summarizeSources(src, cat);

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("seed report: per-source counts", () => {
  it("counts the rows of each file, the rows to load, the skipped rows and the warnings", () => {
    expect(sources.regions).toEqual({ sourceRows: 26, rows: 26, skipped: 0, warnings: 0 });
    // 144 SUNEDU rows plus the university only the offerings name (its page says «sin dato de licencia»).
    expect(sources.universities).toEqual({ sourceRows: 144, rows: 145, skipped: 0, warnings: 1 });
    // One institute listed twice (accents, same kind) is merged; Huancane (pedagógico) and Huancané
    // (tecnológico) stay two: 918 rows, 917 institutes, 2 warnings.
    expect(sources.institutes).toEqual({ sourceRows: 918, rows: 917, skipped: 0, warnings: 2 });
    expect(sources.careers).toMatchObject({ sourceRows: 94, rows: 94, skipped: 0 });
    expect(sources.schools).toEqual({ sourceRows: 132, rows: 132, skipped: 0, warnings: 0 });
  });

  it("counts an offering whose institution is not matched as skipped, and every report entry as a warning", () => {
    const o = cat.offerings;
    expect(sources.offerings.sourceRows).toBe(5643);
    expect(sources.offerings.skipped).toBe(o.unmatchedInstitutions.length);
    expect(sources.offerings.rows).toBe(5643 - o.unmatchedInstitutions.length);
    expect(sources.offerings.warnings).toBe(
      o.unmatchedInstitutions.length + o.unmatchedCareers.length + o.review.length + o.figures.length + o.issues.length,
    );
  });
});

describe("seed report: step collector", () => {
  it("logs one line per step and keeps each step's result", () => {
    const lines: string[] = [];
    const collector = createStepCollector(sources, (l) => lines.push(l));
    collector.loaded("offerings", { inserted: 10, updated: 3 }, 42);
    collector.skip("regions", 1);
    expect(collector.steps.offerings).toEqual({
      status: "cargado",
      sourceRows: 5643,
      rows: sources.offerings.rows,
      inserted: 10,
      updated: 3,
      unchanged: sources.offerings.rows - 13,
      skipped: sources.offerings.skipped,
      warnings: sources.offerings.warnings,
      ms: 42,
    });
    expect(collector.steps.regions).toMatchObject({ status: "omitido", inserted: 0, updated: 0, unchanged: 26 });
    expect(lines).toEqual([
      // Every offering row is loaded now (no skipped rows: the line leaves them out).
      `  offerings: ${sources.offerings.rows} filas (10 nuevas, 3 actualizadas, ${sources.offerings.rows - 13} sin cambios), ` +
        `${sources.offerings.warnings} avisos, en 42 ms`,
      "  regions: sin cambios en los datos (omitido)",
    ]);
  });

  it("leaves out zero skipped rows and warnings from a step's line", () => {
    const line = stepLine("schools", {
      status: "cargado",
      sourceRows: 2,
      rows: 2,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      warnings: 0,
      ms: 5,
    });
    expect(line).toBe("schools: 2 filas (2 nuevas, 0 actualizadas, 0 sin cambios), en 5 ms");
  });
});

describe("seed report: text and files", () => {
  const collector = createStepCollector(sources, () => {});
  for (const step of SEED_STEPS) collector.loaded(step, { inserted: sources[step].rows, updated: 0 }, 1);
  const counts = Object.fromEntries(SEED_STEPS.map((s) => [s, sources[s].rows])) as TableCounts;
  const report = buildSeedReport({
    startedAt: "2026-01-01T00:00:00.000Z",
    durationMs: 1234,
    dataDir: src.dataDir,
    cat,
    steps: collector.steps,
    counts,
    stale: { institutions: [], offerings: 0 },
  });

  it("summarises the counts and what needs a look", () => {
    const lines = summaryLines(report);
    expect(lines[0]).toBe(
      `Catálogo listo en 1234 ms: 26 regiones, 145 universidades, 917 institutos, 94 carreras, ${counts.offerings} ofertas, 132 colegios.`,
    );
    expect(lines).toContain(`  Ofertas no cargadas por institución sin emparejar: ${cat.offerings.unmatchedInstitutions.length}.`);
    expect(lines.some((l) => l.startsWith("  Institutos fusionados: "))).toBe(true);
  });

  it("lists each source's step with its counts and every unmatched row in the text", () => {
    const txt = reportText(report);
    expect(txt).toContain(
      "  institutes: cargado, 918 filas en el archivo, 917 a cargar, 917 nuevas, 0 actualizadas, 0 sin cambios, 0 omitidas, 2 avisos, 1 ms",
    );
    expect(txt).toContain(`== Instituciones sin emparejar: ofertas no cargadas (${cat.offerings.unmatchedInstitutions.length}) ==`);
    for (const e of cat.offerings.unmatchedInstitutions) expect(txt).toContain(e.value);
  });

  it("writes the JSON and the text and returns their paths", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "seed-report-"));
    dirs.push(dir);
    const files = writeSeedReport(report, dir, () => {});
    expect(files).toEqual({ json: path.join(dir, "seed-report.json"), txt: path.join(dir, "seed-report.txt") });
    const json = JSON.parse(readFileSync(files!.json, "utf8"));
    expect(json.steps.offerings.skipped).toBe(cat.offerings.unmatchedInstitutions.length);
    expect(json.files).toEqual(files);
    expect(readFileSync(files!.txt, "utf8")).toContain("Pasos (una fuente cada uno):");
  });

  it("logs, and returns null, when the report cannot be written", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "seed-report-"));
    dirs.push(dir);
    const file = path.join(dir, "a-file");
    writeFileSync(file, "");
    const lines: string[] = [];
    // A directory below a regular file cannot be created.
    expect(writeSeedReport(report, path.join(file, "reports"), (l) => lines.push(l))).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^No se pudo escribir el informe en /);
  });
});
