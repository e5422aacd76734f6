import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, count, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { careers, institutions, offerings, regions, schools } from "@/lib/db/schema";
import { seedAll, type SeedReport } from "@/lib/seed";
import { importSchoolsRegister } from "@/lib/seed/importers/schools-register";

/**
 * The API project loads a database seeded by tests/support/global-db.ts (seedAll on the files in
 * data/). Expected numbers:
 * - 918 institute rows, one pair of which is the same institute spelled with and without accents
 *   (Víctor Raul/Víctor Raúl Haya de la Torre in La Libertad, both tecnológico): 917. Huancane
 *   (pedagógico) and Huancané (tecnológico), in Puno, are two institutes of different kinds;
 * - 144 SUNEDU rows plus "Universidad De La Amazonia Mario Peláez Bazán", which the offerings name
 *   and SUNEDU's list does not hold (its page says «sin dato de licencia»): 145;
 * - every offering row: 5,643;
 * - PRONABEC's Beca 18 2026 list adds what Rumbo lacked, each with its source: 98 institutes (an
 *   institution not in Rumbo in that department) and 2,354 offerings (a programme or campus the
 *   2015–16 export lacks), 1,678 of them with a career found by the programme's name.
 */
const BECA18_NEW = { institutes: 98, offerings: 2354, withCareer: 1678 };
const EXPECTED = {
  regions: 26,
  universities: 145,
  institutes: 917 + BECA18_NEW.institutes,
  careers: 94,
  offerings: 5643 + BECA18_NEW.offerings,
  schools: 132,
};
const OFFERING_ROWS = 5643;

let db: Db;
const tmpDirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "rumbo-seed-"));
  tmpDirs.push(dir);
  return dir;
};
const quiet = { log: () => {} };

async function tableCounts() {
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0].n);
  return {
    regions: await n(db.select({ n: count() }).from(regions)),
    universities: await n(db.select({ n: count() }).from(institutions).where(eq(institutions.kind, "universidad"))),
    institutes: await n(db.select({ n: count() }).from(institutions).where(eq(institutions.kind, "instituto"))),
    careers: await n(db.select({ n: count() }).from(careers)),
    offerings: await n(db.select({ n: count() }).from(offerings)),
    // On PostgreSQL the API files of one worker share a database: schools other files made (source «test») are not the seed's.
    schools: await n(db.select({ n: count() }).from(schools).where(ne(schools.source, "test"))),
  };
}

/** The seed's report counts every school of the table, those other files made included. */
async function reportedCounts() {
  const [all] = await db.select({ n: count() }).from(schools);
  // The report counts the rows of PRONABEC's Beca 18 2026 list too (one per annex row).
  return { ...EXPECTED, schools: Number(all.n), beca18: 5541 };
}

beforeAll(async () => {
  db = await getDb();
});

afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});

describe("catalogue seed", () => {
  it("loads the expected number of rows into each table", async () => {
    expect(await tableCounts()).toEqual(EXPECTED);
  });

  it("gives every career an area and 92 of 94 an O*NET RIASEC profile", async () => {
    const all = await db.select().from(careers);
    expect(all.every((c) => c.area.length > 0 && c.areaSlug.length > 0)).toBe(true);
    const withProfile = all.filter((c) => c.riasec !== null);
    expect(withProfile).toHaveLength(92);
    for (const c of withProfile) {
      expect(Object.keys(c.riasec!).sort()).toEqual(["A", "C", "E", "I", "R", "S"]);
      for (const v of Object.values(c.riasec!)) expect(v).toBeGreaterThanOrEqual(1);
    }
    expect(
      all
        .filter((c) => c.riasec === null)
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Ingeniería Pesquera", "Negocios Internacionales"]);
    const medicine = all.find((c) => c.slug === "medicina-humana");
    expect(medicine).toMatchObject({
      level: "universitaria",
      area: "ciencias de la salud",
      areaSlug: "ciencias-de-la-salud",
      riasecCode: "SI",
    });
    expect(medicine!.riasec).toEqual({ R: 3.75, I: 6.08, A: 1.45, S: 6.21, E: 2.34, C: 3.95 });
  });

  it("stores a university with its title-case name, slug, licence and data cut", async () => {
    const [unmsm] = await db.select().from(institutions).where(eq(institutions.slug, "universidad-nacional-mayor-de-san-marcos"));
    const [lima] = await db.select().from(regions).where(eq(regions.ubigeoReniec, "14"));
    expect(unmsm).toMatchObject({
      name: "Universidad Nacional Mayor de San Marcos",
      sourceName: "UNIVERSIDAD NACIONAL MAYOR DE SAN MARCOS",
      shortName: "UNMSM",
      kind: "universidad",
      gestion: "publica",
      licenceStatus: "licenciada",
      licenceLabel: "LICENCIA OTORGADA",
      licenceStart: "2018-04-10",
      licenceEnd: "2028-04-10",
      licenceYears: 10,
      licenceDataCut: "2022-08-17",
      foundedYear: 1551,
      website: "https://unmsm.edu.pe",
      regionId: lima.id,
      province: "Lima",
      district: "Lima",
      sourceCode: "001",
    });
    expect(unmsm.source).toContain("SUNEDU");
    expect(unmsm.source).toContain("Licenciamiento Institucional");
    expect(unmsm.source).toContain("2022-08-17");

    const [pucp] = await db.select().from(institutions).where(eq(institutions.shortName, "PUCP"));
    expect(pucp.name).toBe("Pontificia Universidad Católica del Perú");
    const [ucv] = await db.select().from(institutions).where(eq(institutions.slug, "universidad-cesar-vallejo"));
    expect(ucv.name).toBe("Universidad César Vallejo S.A.C.");

    // The row added after the data cut, with its own source.
    const [upp] = await db.select().from(institutions).where(eq(institutions.slug, "universidad-politecnica-del-peru"));
    expect(upp).toMatchObject({ licenceStatus: "licenciada", licenceDataCut: null, laterStatus: "LICENCIA OTORGADA", regionId: null });
    expect(upp.source).toContain("0012-2025");
  });

  it("stores institutes without licence data, in their region, with unique slugs", async () => {
    const rows = await db.select().from(institutions).where(eq(institutions.kind, "instituto"));
    expect(rows.every((r) => r.licenceStatus === null && r.slug.startsWith("instituto-"))).toBe(true);
    expect(rows.every((r) => r.regionId !== null)).toBe(true);
    const [first] = rows.filter((r) => r.slug === "instituto-13-de-julio-de-1882-cajamarca");
    expect(first).toMatchObject({ name: "13 de Julio de 1882", gestion: "publica", programCount: 9, typicalDurationYears: 5 });
    expect(first.families).toContain("Enfermería");
    // Same name without its accent but another kind: two institutes, each with its own programmes.
    const huancane = rows.filter((r) => r.slug.startsWith("instituto-huancane-")).sort((a, b) => a.slug.localeCompare(b.slug));
    expect(huancane).toHaveLength(2);
    expect(huancane[0]).toMatchObject({ slug: "instituto-huancane-puno", name: "Huancané", programCount: 4 });
    expect(huancane[1]).toMatchObject({ slug: "instituto-huancane-puno-pedagogico", name: "Huancane", programCount: 2 });
    // "Lima" in Ponte en Carrera is the department (RENIEC 14), not the optional Lima Metropolitana row.
    const [lima] = await db.select().from(regions).where(eq(regions.ubigeoReniec, "14"));
    const [limaInstitutes] = await db
      .select({ n: count() })
      .from(institutions)
      .where(and(eq(institutions.kind, "instituto"), eq(institutions.regionId, lima.id)));
    expect(Number(limaInstitutes.n)).toBeGreaterThan(150);
  });

  it("stores offerings with cost in céntimos and the source and year of every figure", async () => {
    const [row] = await db
      .select({ o: offerings, institution: institutions.name })
      .from(offerings)
      .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
      .where(
        and(
          eq(institutions.slug, "universidad-continental"),
          eq(offerings.programName, "Administración"),
          eq(offerings.regionName, "Junín"),
        ),
      );
    expect(row.institution).toBe("Universidad Continental S.A.C.");
    expect(row.o).toMatchObject({
      family: "Administración de Empresas",
      slug: "administracion",
      durationYears: 5,
      costMinCents: 60000,
      costMaxCents: 70000,
      admissionRate: 92,
      income: 2354,
      credit: false,
      scholarships: true,
      admitted: 642,
      applicants: 696,
      enrolled: 3054,
    });
    expect(row.o.careerId).not.toBeNull();
    expect(row.o.sources.cost).toEqual({ source: "Ponte en Carrera (MINEDU/MTPE), búsqueda 2016", year: 2016 });
    expect(row.o.sources.income).toMatchObject({ year: 2015, note: expect.stringContaining("18 a 29") });
    // Figures without data have no source entry.
    const [nd] = await db
      .select()
      .from(offerings)
      .where(and(isNull(offerings.costMinCents), isNull(offerings.income), isNull(offerings.durationYears)))
      .limit(1);
    expect(nd.sources.cost).toBeUndefined();
    expect(nd.sources.income).toBeUndefined();
  });

  it("keeps offering slugs unique per institution and links most offerings to a career", async () => {
    const dups = await db
      .select({ institutionId: offerings.institutionId, slug: offerings.slug, n: count() })
      .from(offerings)
      .groupBy(offerings.institutionId, offerings.slug)
      .having(sql`count(*) > 1`);
    expect(dups).toEqual([]);
    const [linked] = await db.select({ n: count() }).from(offerings).where(isNotNull(offerings.careerId));
    expect(Number(linked.n)).toBe(EXPECTED.offerings - 120 - (BECA18_NEW.offerings - BECA18_NEW.withCareer));
  });

  describe("re-running with force", () => {
    let report: SeedReport;
    let before: { institutions: { id: number; slug: string }[]; offerings: { id: number; sourceKey: string }[] };

    beforeAll(async () => {
      // On PostgreSQL the files of one worker share its database, and an earlier file may have
      // edited a catalogue row (the back office's tests do): a first forced run puts the seed back.
      if (inject("testDatabaseUrl")) await seedAll(db, { ...quiet, force: true, reportDir: tmp() });
      before = {
        institutions: await db.select({ id: institutions.id, slug: institutions.slug }).from(institutions).orderBy(asc(institutions.id)),
        offerings: await db.select({ id: offerings.id, sourceKey: offerings.sourceKey }).from(offerings).orderBy(asc(offerings.id)),
      };
      report = await seedAll(db, { ...quiet, force: true, reportDir: tmp() });
    });

    it("changes no counts, no ids and no rows", async () => {
      expect(report.counts).toEqual(await reportedCounts());
      expect(await tableCounts()).toEqual(EXPECTED);
      for (const s of Object.values(report.steps)) {
        expect(s).toMatchObject({ status: "cargado", inserted: 0, updated: 0 });
      }
      expect(await db.select({ id: institutions.id, slug: institutions.slug }).from(institutions).orderBy(asc(institutions.id))).toEqual(
        before.institutions,
      );
      expect(await db.select({ id: offerings.id, sourceKey: offerings.sourceKey }).from(offerings).orderBy(asc(offerings.id))).toEqual(
        before.offerings,
      );
    });

    it("loads every offering (a university SUNEDU does not list gets its page), and reports the ones without a career", () => {
      expect(report.unmatched.institutions).toHaveLength(OFFERING_ROWS - (EXPECTED.offerings - BECA18_NEW.offerings));
      expect(report.unmatched.careers).toHaveLength(120);
      expect(report.merged).toHaveLength(1);
      const uni = report.universityMatches;
      expect(uni).toHaveLength(133);
      expect(uni.filter((m) => m.method === "aproximado")).toHaveLength(11);
      expect(uni.filter((m) => m.method === null)).toEqual([]);
      expect(report.stale).toEqual({ institutions: [], offerings: 0 });
    });

    it("writes the report as JSON and text", () => {
      expect(report.files).not.toBeNull();
      const json = JSON.parse(readFileSync(report.files!.json, "utf8")) as SeedReport;
      expect(json.unmatched.institutions).toHaveLength(0);
      const txt = readFileSync(report.files!.txt, "utf8");
      expect(txt).toContain("Instituciones sin emparejar");
      // Still listed: the university created because SUNEDU's list does not hold it.
      expect(txt).toContain("Mario Peláez Bazán");
    });

    it("skips every step on a normal re-run", async () => {
      const again = await seedAll(db, { ...quiet, reportDir: tmp() });
      expect(Object.values(again.steps).every((s) => s.status === "omitido")).toBe(true);
      expect(again.counts).toEqual(await reportedCounts());
    });
  });
});

describe("school register import", () => {
  const fixture = (f: string) => path.join(process.cwd(), "tests", "fixtures", f);

  it("keeps only active secondary schools, reports the other rows and is idempotent", async () => {
    const reportDir = tmp();
    const lines: string[] = [];
    const first = await importSchoolsRegister(db, fixture("padron-sample.csv"), { reportDir, log: (l) => lines.push(l) });
    expect(first).toMatchObject({ format: "csv", encoding: "latin1", delimiter: ";" });
    // 0334672 is in the seeded sample: updated from the register; the other four are new.
    expect(first.totals).toMatchObject({
      rows: 11,
      kept: 5,
      inserted: 4,
      updated: 1,
      unchanged: 0,
      skippedLevel: 2,
      skippedInactive: 1,
      malformed: 2,
      duplicates: 1,
    });
    expect(first.skipped.map((s) => s.code).sort()).toEqual(["1234568", "1234569", "1234573"]);
    expect(first.malformed.map((m) => m.row)).toEqual([7, 8]);
    expect(lines.join("\n")).toContain("mal formados");
    const saved = JSON.parse(readFileSync(path.join(reportDir, "schools-import-report.json"), "utf8"));
    expect(saved.totals.kept).toBe(5);

    const [arguedas] = await db
      .select()
      .from(schools)
      .where(and(eq(schools.code, "1234567"), eq(schools.annex, "0")));
    expect(arguedas).toMatchObject({
      name: "José María Arguedas",
      level: "Secundaria",
      gestion: "pública",
      department: "Apurímac",
      district: "San Jerónimo",
      status: "activa",
    });
    expect(arguedas.source).toContain("Padrón de Instituciones Educativas");
    const [annex] = await db
      .select()
      .from(schools)
      .where(and(eq(schools.code, "1234570"), eq(schools.annex, "1")));
    expect(annex.name).toBe("Jesús Nazareno");
    for (const code of ["1234568", "1234569", "1234573", "1234571"]) {
      expect(await db.select().from(schools).where(eq(schools.code, code))).toHaveLength(0);
    }
    expect(await tableCounts().then((c) => c.schools)).toBe(EXPECTED.schools + 4);

    const second = await importSchoolsRegister(db, fixture("padron-sample.csv"), { reportDir, ...quiet });
    expect(second.totals).toMatchObject({ kept: 5, inserted: 0, updated: 0, unchanged: 5 });
    expect(await tableCounts().then((c) => c.schools)).toBe(EXPECTED.schools + 4);

    // The sample seed does not overwrite what the register loaded.
    await seedAll(db, { ...quiet, force: true, reportDir: tmp() });
    const [pierola] = await db.select().from(schools).where(eq(schools.code, "0334672"));
    expect(pierola.name).toBe("Nicolás de Piérola");
    expect(pierola.source).toContain("Padrón");
  });

  it("reads the DBF (cp850) register with the same result", async () => {
    const reportDir = tmp();
    const dbf = await importSchoolsRegister(db, fixture("padron-sample.dbf"), {
      reportDir,
      ...quiet,
      source: "MINEDU, Padrón (DBF de prueba)",
    });
    expect(dbf).toMatchObject({ format: "dbf", encoding: "cp850" });
    expect(dbf.totals).toMatchObject({ kept: 5, skippedLevel: 2, skippedInactive: 1, deleted: 1, duplicates: 1, malformed: 1 });
    const again = await importSchoolsRegister(db, fixture("padron-sample.dbf"), {
      reportDir,
      ...quiet,
      source: "MINEDU, Padrón (DBF de prueba)",
    });
    expect(again.totals).toMatchObject({ inserted: 0, updated: 0, unchanged: 5 });
    expect(await db.select().from(schools).where(eq(schools.code, "7654321"))).toHaveLength(0);
  });

  it("refuses a file that is not a register", async () => {
    await expect(
      importSchoolsRegister(db, path.join(process.cwd(), "data", "regions_pe.csv"), { ...quiet, reportDir: tmp() }),
    ).rejects.toThrow(/faltan las columnas COD_MOD/);
  });
});
