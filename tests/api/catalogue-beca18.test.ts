import path from "node:path";
import { eq, isNotNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { beca18Listings, institutions, offerings, regions } from "@/lib/db/schema";
import { buildCatalogue, loadSources, type Catalogue } from "@/lib/seed/catalogue";
import { readCsv } from "@/lib/seed/parse";
import { UNIVERSITY_ALIASES } from "@/lib/seed/importers/beca18";
import { cardColumns, checkedSql, licenceOf, toCard, type CardRow } from "@/lib/server/catalogue/institution-card";
import { getBeca18Facts } from "@/lib/server/catalogue/beca18";
import { offeringsOfInstitution } from "@/lib/server/catalogue/get-institution";
import { findInstitution } from "@/lib/server/catalogue/get-institution";

/**
 * PRONABEC's Beca 18 2026 list (data/beca18/ies_elegibles_2026.csv) as the seed loads it: every
 * row has exactly one outcome, the universities all land on Rumbo's, the licence rule of a denial
 * the 2026 list contradicts holds for every university, and no profile with 2026 programmes says 0.
 */
const OUTCOMES = ["emparejada", "oferta-nueva", "institucion-nueva", "sin-ubicar"];
const file = readCsv(path.join(process.cwd(), "data/beca18/ies_elegibles_2026.csv"));
let db: Db;
let cat: Catalogue;

beforeAll(async () => {
  db = await getDb();
  cat = buildCatalogue(loadSources(path.join(process.cwd(), "data")));
});

describe("Beca 18 2026: import and match", () => {
  it("walks every row of the file: exactly one outcome each, with its reason, stored by its annex item", async () => {
    expect(file.rows.length).toBe(5541);
    const byItem = new Map(cat.beca18.listings.map((l) => [l.item, l]));
    expect(byItem.size).toBe(file.rows.length);
    const stored = new Map(
      (
        await db
          .select({
            item: beca18Listings.item,
            outcome: beca18Listings.outcome,
            institutionId: beca18Listings.institutionId,
            offeringId: beca18Listings.offeringId,
            offeringInstitution: offerings.institutionId,
            offeringKey: offerings.sourceKey,
          })
          .from(beca18Listings)
          .leftJoin(offerings, eq(offerings.id, beca18Listings.offeringId))
      ).map((r) => [r.item, r]),
    );
    const oldKeys = new Set(cat.offerings.rows.map((o) => o.sourceKey));
    for (const { values } of file.rows) {
      const item = Number(values.item);
      const l = byItem.get(item);
      expect(l, `fila ${item}`).toBeDefined();
      expect(OUTCOMES, `fila ${item}`).toContain(l!.outcome);
      expect(l!.reason.length, `fila ${item}`).toBeGreaterThan(0);
      const s = stored.get(item);
      expect(s?.outcome, `fila ${item}`).toBe(l!.outcome);
      if (l!.outcome === "sin-ubicar") {
        expect(s?.offeringId, `fila ${item}`).toBeNull();
        continue;
      }
      // Placed: an offering of the same institution; matched rows confirm a 2015–16 offering,
      // created rows have their own offering with this source (never a nearby one).
      expect(s?.offeringInstitution, `fila ${item}`).toBe(s?.institutionId);
      if (l!.outcome === "emparejada") expect(oldKeys.has(s!.offeringKey!), `fila ${item}`).toBe(true);
      else expect(s!.offeringKey!.startsWith("pronabec-2026:"), `fila ${item}`).toBe(true);
    }
  });

  it("places all 95 universities on Rumbo universities that existed before the list (aliases listed with why)", () => {
    const before = new Set([...cat.universities.rows, ...cat.institutes.rows].map((u) => u.slug));
    const names = new Set<string>();
    for (const l of cat.beca18.listings.filter((x) => x.tipoIes === "UNIVERSIDAD")) {
      names.add(l.ies);
      expect(l.outcome, l.ies).not.toBe("institucion-nueva");
      expect(before.has(l.institutionSlug!), l.ies).toBe(true);
    }
    expect(names.size).toBe(95);
    for (const alias of Object.values(UNIVERSITY_ALIASES)) {
      expect(before.has(alias.slug), alias.slug).toBe(true);
      expect(alias.why.length).toBeGreaterThan(0);
    }
  });

  it("new institutions keep PRONABEC's name as source name and the list as source", async () => {
    expect(cat.beca18.institutions.length).toBeGreaterThan(0);
    for (const inst of cat.beca18.institutions) {
      const [row] = await db
        .select({ name: institutions.name, sourceName: institutions.sourceName, source: institutions.source })
        .from(institutions)
        .where(eq(institutions.slug, inst.slug));
      expect(row?.source, inst.slug).toBe("Beca 18 2026 (PRONABEC, RJ N° 508-2026)");
      expect(row?.sourceName).toBe(inst.sourceName);
      expect(row?.name).not.toBe(row?.sourceName); // a readable name, not the upper case
    }
  });

  it("stores each listed institution's group and exports its facts (and an offering's)", async () => {
    const [upt] = await db
      .select({ id: institutions.id, group: institutions.beca18Group })
      .from(institutions)
      .where(eq(institutions.slug, "universidad-privada-de-trujillo"));
    expect(upt.group).toBe(2);
    const facts = await getBeca18Facts({ institutionId: upt.id });
    expect(facts).toMatchObject({
      eligible: true,
      group: 2,
      gestion: "privada",
      tipoIes: "UNIVERSIDAD",
      source: "Beca 18 2026 (PRONABEC, RJ N° 508-2026)",
    });
    expect(facts!.places.length).toBe(file.rows.filter((r) => r.values.ies === "UNIVERSIDAD PRIVADA DE TRUJILLO").length);
    expect(facts!.places[0]).toMatchObject({ department: "LA LIBERTAD", modality: "PRESENCIAL", eib: false });
    const offering = (await offeringsOfInstitution(upt.id)).find((o) => o.confirmed2026)!;
    const offeringFacts = await getBeca18Facts({ offeringId: offering.id });
    expect(offeringFacts?.eligible).toBe(true);
    expect(offeringFacts?.places.every((p) => p.programme === offering.confirmed2026!.programme)).toBe(true);
  });
});

describe("Beca 18 2026 on the catalogue", () => {
  it("the licence rule, over every university: a denial PRONABEC's 2026 list contradicts is shown with both dates, never «denegada»", async () => {
    const rows = (await db
      .select(cardColumns(checkedSql(null)))
      .from(institutions)
      .leftJoin(regions, eq(regions.id, institutions.regionId))
      .where(eq(institutions.kind, "universidad"))) as CardRow[];
    expect(rows.length).toBeGreaterThanOrEqual(145);
    let contradicted = 0;
    for (const row of rows) {
      const licence = licenceOf(row);
      if (row.beca18Group !== null && row.licenceStatus === "denegada") {
        contradicted++;
        expect(licence.status, row.slug).not.toBe("denegada");
        expect(licence.laterSource?.year, row.slug).toBe(2026);
        expect(licence.history, row.slug).toMatch(/SUNEDU.*deneg/);
        expect(licence.note, row.slug).toMatch(/PRONABEC/);
      } else if (row.licenceStatus) {
        expect(licence.status, row.slug).toBe(row.licenceStatus);
        expect(licence.laterSource ?? null, row.slug).toBeNull();
      }
      // No eligible university is presented as one that must close.
      if (row.beca18Group !== null) expect(licence.status, row.slug).not.toBe("denegada");
    }
    expect(contradicted).toBeGreaterThanOrEqual(1);
    const upt = rows.find((r) => r.slug === "universidad-privada-de-trujillo")!;
    expect(licenceOf(upt).status).toBe("otro");
  });

  it("over every institution: none with programmes in the 2026 list shows 0 careers; confirmed offers come first", async () => {
    const rows = (await db
      .select(cardColumns(checkedSql(null)))
      .from(institutions)
      .leftJoin(regions, eq(regions.id, institutions.regionId))
      .where(sql`exists(select 1 from beca18_listings l where l.institution_id = ${institutions.id})`)) as CardRow[];
    expect(rows.length).toBeGreaterThan(250);
    for (const row of rows) {
      const card = toCard(row);
      expect(card.careerCount, row.slug).toBeGreaterThan(0);
      expect(card.confirmedCareerCount, row.slug).toBeGreaterThan(0);
      expect(card.beca18?.eligible, row.slug).toBe(true);
    }
    const ciro = await findInstitution("universidad-nacional-ciro-alegria");
    expect(ciro?.careerCount).toBeGreaterThan(0);
    const offers = await offeringsOfInstitution(ciro!.id);
    const firstOld = offers.findIndex((o) => !o.confirmed2026);
    if (firstOld >= 0) expect(offers.slice(firstOld).every((o) => !o.confirmed2026)).toBe(true);
  });

  it("groups only where the list has the institution", async () => {
    const withGroup = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(institutions)
      .where(isNotNull(institutions.beca18Group));
    const listed = await db.select({ n: sql<number>`count(distinct institution_id)::int` }).from(beca18Listings);
    expect(withGroup[0].n).toBe(listed[0].n);
  });
});
