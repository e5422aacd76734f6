import { eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { beca18Listings, careers, offerings, regions } from "@/lib/db/schema";
import { estimateBeca18Score, type Beca18Group, type TipoIes } from "@/lib/beca18/score";
import { beca18RegionOf } from "@/lib/beca18/quintiles";
import { getBeca18Facts } from "@/lib/server/catalogue/beca18";
import { GET as getVocational } from "@/app/api/vocational/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { quickInterestItems } from "@/lib/content/vocational";
import { createSession } from "@/lib/server/auth/session";
import { buildReportPdf } from "@/lib/server/vocational/report-pdf";
import { getResult } from "@/lib/server/vocational/result";
import { callRoute } from "../support/http";
import { pdfText } from "../support/pdf-text";
import { insertTestUser } from "../support/users";
import { PLACE_PART_KEYS } from "@/lib/beca18/options";
import { beca18OptionsForCareers } from "@/lib/server/catalogue/beca18-places";

/**
 * «Dónde podrías estudiarla con Beca 18» on her result: over every career of the seeded catalogue
 * (a superset of any student's suggestions), each option is an offering of that career in
 * PRONABEC's 2026 list, the campuses in her department come first, her list first among equals,
 * and the points are estimateBeca18Score's place parts (C + G + PR/ME + EST/EP) for that campus.
 */
let db: Db;
let allCareers: { careerId: number; name: string }[];
let areaOf: Map<number, string>;
let ayacucho: number;
let lima: number;

beforeAll(async () => {
  db = await getDb();
  const rows = await db.select({ careerId: careers.id, name: careers.name, area: careers.area }).from(careers);
  allCareers = rows.map((c) => ({ careerId: c.careerId, name: c.name }));
  areaOf = new Map(rows.map((c) => [c.careerId, c.area]));
  const rs = await db.select({ id: regions.id, name: regions.name }).from(regions);
  ayacucho = rs.find((r) => beca18RegionOf(r.name) === "AYACUCHO")!.id;
  lima = rs.find((r) => beca18RegionOf(r.name) === "lima")!.id;
});

/** offeringId → departments PRONABEC lists it in, for the offerings of every career. */
async function listedDepartments(): Promise<Map<number, { careerId: number; departments: Set<string> }>> {
  const rows = await db
    .select({ offeringId: offerings.id, careerId: offerings.careerId, department: beca18Listings.department })
    .from(beca18Listings)
    .innerJoin(offerings, eq(offerings.id, beca18Listings.offeringId))
    .where(isNotNull(offerings.careerId));
  const map = new Map<number, { careerId: number; departments: Set<string> }>();
  for (const r of rows) {
    const e = map.get(r.offeringId) ?? { careerId: r.careerId!, departments: new Set<string>() };
    e.departments.add(r.department);
    map.set(r.offeringId, e);
  }
  return map;
}

describe("Beca 18 options on the result page", () => {
  it("over every career: only eligible offerings, all of them, her department first, points = the formula's place parts", async () => {
    const listed = await listedDepartments();
    const data = await beca18OptionsForCareers({
      careers: allCareers,
      regionId: ayacucho,
      listed: { institutionIds: [], offeringIds: [] },
      limit: 10_000,
    });
    expect(data.region).toEqual({ label: "Ayacucho", department: "AYACUCHO", quintileRegion: "AYACUCHO" });
    expect(data.partial).toBe("lista parcial");
    expect(data.url).toBe("https://www.pronabec.gob.pe/beca-18/");
    let checked = 0;
    let inRegion = 0;
    for (const c of data.careers) {
      const expected = [...listed.entries()].filter(([, e]) => e.careerId === c.careerId);
      expect(c.eligibleCount).toBe(expected.length);
      expect(new Set(c.options.map((o) => o.offeringId))).toEqual(new Set(expected.map(([id]) => id)));
      const here = expected.filter(([, e]) => e.departments.has("AYACUCHO")).length;
      inRegion += here;
      // Her department first: the first `here` options are those in Ayacucho, and only those.
      c.options.forEach((o, i) => {
        expect(o.inHerRegion).toBe(i < here);
        if (o.inHerRegion) expect(o.department).toBe("AYACUCHO");
      });
      for (const o of c.options) {
        const facts = (await getBeca18Facts({ offeringId: o.offeringId }))!;
        expect(facts.eligible).toBe(true);
        const place = facts.places.find((p) => p.department === o.department)!;
        const estimate = estimateBeca18Score({
          enp: null,
          cp: null,
          studentRegion: "AYACUCHO",
          modality: "ordinaria",
          place: {
            group: (place.group as Beca18Group | null) ?? null,
            gestion: place.gestion,
            tipoIes: place.tipoIes as TipoIes,
            department: place.department,
            programme: place.programme,
            isEducation: areaOf.get(c.careerId)!.toLocaleLowerCase("es") === "educación",
          },
        });
        const placeParts = estimate.parts.filter((p) => (PLACE_PART_KEYS as readonly string[]).includes(p.key));
        expect(o.parts.map((p) => [p.key, p.points])).toEqual(placeParts.map((p) => [p.key, p.points]));
        expect(o.points).toBe(placeParts.reduce((s, p) => s + (p.points ?? 0), 0));
        expect(o.href).toMatch(/^\/[^/]+\/carrera\/[^/]+$/);
        checked++;
      }
      // Among equals (same region side), more points first.
      for (let i = 1; i < c.options.length; i++)
        if (c.options[i].inHerRegion === c.options[i - 1].inHerRegion)
          expect(c.options[i - 1].points).toBeGreaterThanOrEqual(c.options[i].points);
    }
    expect(checked).toBeGreaterThan(100);
    expect(inRegion).toBeGreaterThan(0);
  });

  it("her list first among equals; an unknown region says so and leaves PR/ME out; «Lima» orders by LIMA without PR/ME", async () => {
    const listed = await listedDepartments();
    // A career with several eligible offerings outside Ayacucho.
    const counts = new Map<number, number[]>();
    for (const [id, e] of listed) if (!e.departments.has("AYACUCHO")) counts.set(e.careerId, [...(counts.get(e.careerId) ?? []), id]);
    const [careerId, ids] = [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    const career = allCareers.find((c) => c.careerId === careerId)!;
    const before = await beca18OptionsForCareers({
      careers: [career],
      regionId: ayacucho,
      listed: { institutionIds: [], offeringIds: [] },
      limit: 10_000,
    });
    const last = before.careers[0].options.filter((o) => !o.inHerRegion).at(-1)!;
    expect(ids).toContain(last.offeringId);
    const after = await beca18OptionsForCareers({
      careers: [career],
      regionId: ayacucho,
      listed: { institutionIds: [], offeringIds: [last.offeringId] },
      limit: 10_000,
    });
    const firstOutside = after.careers[0].options.find((o) => !o.inHerRegion)!;
    expect(firstOutside).toMatchObject({ offeringId: last.offeringId, onHerList: true });

    const unknown = await beca18OptionsForCareers({ careers: [career], regionId: null, listed: { institutionIds: [], offeringIds: [] } });
    expect(unknown.region).toBeNull();
    expect(unknown.careers[0].options.length).toBeLessThanOrEqual(3);
    for (const o of unknown.careers[0].options) {
      expect(o.inHerRegion).toBe(false);
      expect(o.parts.find((p) => p.key === "region")!.points).toBeNull();
    }

    const inLima = await beca18OptionsForCareers({ careers: allCareers, regionId: lima, listed: { institutionIds: [], offeringIds: [] } });
    expect(inLima.region).toEqual({ label: "Lima", department: "LIMA", quintileRegion: null });
    const limaOptions = inLima.careers.flatMap((c) => c.options);
    expect(limaOptions.some((o) => o.inHerRegion && o.department === "LIMA")).toBe(true);
    expect(limaOptions.every((o) => o.parts.find((p) => p.key === "region")!.points === null)).toBe(true);
  });

  it("a student who filtered by Ayacucho: her suggested careers' eligible places, Ayacucho first, and the same in her PDF", async () => {
    const user = await insertTestUser({ name: "Yesenia", surname: "Quispe" });
    const { token } = await createSession(user.id);
    const auth = { authorization: `Bearer ${token}` };
    const processId = (await callRoute(getVocational, { path: "/api/vocational", headers: auth })).json.data.process.id;
    const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["S", "I"].includes(i.scale) ? 5 : 1]));
    for (const data of [
      { section: "professional-interest", mode: "quick", answers, position: 30 },
      { section: "career-filter", answers: { regionId: ayacucho } },
    ]) {
      const put = await callRoute(putProgress, {
        method: "PUT",
        path: `/api/vocational/progress/${processId}`,
        params: { id: processId },
        body: { data },
        headers: auth,
      });
      expect(put.status).toBe(200);
    }
    const result = await getResult(user.id, processId);
    const top = result.suggestions.slice(0, 3).map((s) => ({ careerId: s.careerId, name: s.name }));
    expect(top.length).toBe(3);
    const data = await beca18OptionsForCareers({ careers: top, regionId: ayacucho, listed: { institutionIds: [], offeringIds: [] } });
    expect(data.careers.map((c) => c.name)).toEqual(top.map((c) => c.name));
    const options = data.careers.flatMap((c) => c.options);
    expect(options.length).toBeGreaterThan(0);
    for (const c of data.careers) {
      const firstOutside = c.options.findIndex((o) => !o.inHerRegion);
      if (firstOutside >= 0) expect(c.options.slice(firstOutside).every((o) => !o.inHerRegion)).toBe(true);
      for (const o of c.options) expect((await getBeca18Facts({ offeringId: o.offeringId }))!.eligible).toBe(true);
    }

    const text = pdfText(await buildReportPdf(user.id, processId, { compress: false })).replace(/\s+/g, " ");
    expect(text).toContain("Dónde podrías estudiarla con Beca 18");
    expect(text).toContain("sin contar tu examen (ENP) ni tus condiciones prioritarias");
    expect(text).toContain("Primero las sedes en tu región (Ayacucho, la que filtraste en el test)");
    const first = options[0];
    expect(text).toContain(`${first.programme} en ${first.institutionName}: ${first.points} puntos por la sede`);
    expect(text).toContain("https://www.pronabec.gob.pe/beca-18/");
  });
});
