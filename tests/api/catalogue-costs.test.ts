import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { careerFigures, listCareers } from "@/lib/server/catalogue/careers";
import { careerFigures as resultFigures } from "@/lib/server/vocational/careers";
import { compareInstitutions } from "@/lib/server/catalogue/compare";
import { costBasis, costHeadline } from "@/lib/format/catalogue-costs";

/**
 * The one cost rule, held against the seeded catalogue. The expected figures are computed here
 * from the raw rows (a query of its own and a median of its own), not with the module under test.
 */
type Row = { career_id: number; gestion: "publica" | "privada"; cost_min_cents: number | null; cost_max_cents: number | null };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const db = await getDb();
  const res = await db.execute(query);
  return (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];
}

/** Each priced offering's middle value; the median of them; the lowest and highest figure; n of N. */
function expected(list: Row[]) {
  const priced = list.filter((r) => r.cost_min_cents !== null || r.cost_max_cents !== null);
  const lo = (r: Row) => Math.min(r.cost_min_cents ?? r.cost_max_cents!, r.cost_max_cents ?? r.cost_min_cents!);
  const hi = (r: Row) => Math.max(r.cost_min_cents ?? r.cost_max_cents!, r.cost_max_cents ?? r.cost_min_cents!);
  const mids = priced.map((r) => Math.round((lo(r) + hi(r)) / 2)).sort((a, b) => a - b);
  const n = mids.length;
  const median = n === 0 ? null : n % 2 === 1 ? mids[(n - 1) / 2] : Math.round((mids[n / 2 - 1] + mids[n / 2]) / 2);
  return {
    offerings: list.length,
    withCost: n,
    medianCents: median,
    minCents: n ? Math.min(...priced.map(lo)) : null,
    maxCents: n ? Math.max(...priced.map(hi)) : null,
    likelyNotMonthly: priced.filter((r) => hi(r) > 500_000).length,
  };
}

/** Every offering a career page counts: visible institutions of the career's own type. */
const careerRows = () =>
  rows<Row>(sql`
    select o.career_id, i.gestion::text as gestion, o.cost_min_cents, o.cost_max_cents
    from offerings o join institutions i on i.id = o.institution_id join careers c on c.id = o.career_id
    where i.visible and i.kind::text = (case c.level when 'universitaria' then 'universidad' else 'instituto' end)`);

describe("costo típico de cada carrera: cada oferta cuenta", () => {
  it("la mediana, su rango y «n de N con costo» de cada carrera, públicas y privadas aparte donde hay de ambas", async () => {
    const careers = await listCareers();
    const all = await careerRows();
    const figures = await careerFigures(careers.map((c) => c.id));
    let split = 0;
    for (const career of careers) {
      const mine = all.filter((r) => r.career_id === career.id);
      const cost = figures.get(career.id)?.cost;
      if (!mine.length) {
        expect(cost, career.name).toBeUndefined();
        continue;
      }
      expect(cost!.all, career.name).toMatchObject(expected(mine));
      const pub = mine.filter((r) => r.gestion === "publica");
      const priv = mine.filter((r) => r.gestion === "privada");
      if (pub.length && priv.length) {
        split++;
        expect(cost!.byGestion?.publica, career.name).toMatchObject(expected(pub));
        expect(cost!.byGestion?.privada, career.name).toMatchObject(expected(priv));
      } else {
        expect(cost!.byGestion, career.name).toBeNull();
      }
      // «mensual» only when every figure is at most S/ 5,000.
      const headline = costHeadline(cost!.all);
      if (headline?.includes("al mes")) expect(expected(mine).likelyNotMonthly, career.name).toBe(0);
    }
    expect(split).toBeGreaterThan(10);
  }, 120_000);

  it("el resultado del test y su PDF dan de cada carrera la misma cifra que su página (una sola regla)", async () => {
    const careers = await listCareers();
    const catalogue = await careerFigures(careers.map((c) => c.id));
    const result = await resultFigures(careers.map((c) => c.id));
    let compared = 0;
    for (const career of careers) {
      const page = catalogue.get(career.id)?.cost;
      const mine = result.get(career.id)?.cost;
      if (!page || !mine) continue;
      compared++;
      expect({ all: mine.all, byGestion: mine.byGestion }, career.name).toEqual({ all: page.all, byGestion: page.byGestion });
    }
    expect(compared).toBeGreaterThan(50);
  }, 120_000);

  it("Medicina Humana cuenta sus ofertas privadas (antes quedaban fuera por pasar de S/ 5,000)", async () => {
    const career = (await listCareers()).find((c) => c.name === "Medicina Humana")!;
    const cost = (await careerFigures([career.id])).get(career.id)!.cost;
    const mine = (await careerRows()).filter((r) => r.career_id === career.id);
    const privatePriced = mine.filter((r) => r.gestion === "privada" && r.cost_min_cents !== null);
    expect(privatePriced.length).toBeGreaterThan(0);
    expect(cost.all.offerings).toBe(mine.length);
    expect(cost.byGestion!.privada.withCost).toBe(privatePriced.length);
    expect(cost.byGestion!.privada.offerings).toBe(mine.filter((r) => r.gestion === "privada").length);
    // The ones the old rule dropped (above S/ 5,000) are among those counted.
    const aboveThreshold = privatePriced.filter((r) => Math.max(r.cost_min_cents!, r.cost_max_cents ?? 0) > 500_000).length;
    expect(aboveThreshold).toBeGreaterThan(0);
    expect(cost.byGestion!.privada.likelyNotMonthly).toBe(aboveThreshold);
    // Most private figures are above S/ 5,000: the private line never says «al mes».
    expect(costHeadline(cost.byGestion!.privada)).not.toContain("al mes");
    expect(costHeadline(cost.byGestion!.privada)).toMatch(/probablemente anual o por ciclo|^S\/ [\d,]+\.\d\d$/);
  });
});

describe("comparador de instituciones", () => {
  it("dice sobre cuántas carreras descansa su cifra: n de N con costo", async () => {
    // The institution with the most careers and the fewest costs among them (a figure resting on a few).
    const [inst] = await rows<{ username: string; n: number; priced: number }>(sql`
      select i.slug as username, count(*)::int as n, count(o.cost_min_cents)::int as priced
      from offerings o join institutions i on i.id = o.institution_id
      where i.visible group by i.slug having count(o.cost_min_cents) > 0
      order by count(o.cost_min_cents)::float / count(*) asc, count(*) desc limit 1`);
    const [item] = await compareInstitutions([inst.username]);
    expect(item.stats.offeringCount).toBe(inst.n);
    expect(item.stats.cost.offerings).toBe(inst.n);
    expect(item.stats.cost.withCost).toBe(inst.priced);
    expect(costBasis(item.stats.cost, { one: "carrera", many: "carreras" })).toContain(`${inst.priced} de ${inst.n} carreras con costo`);
  });
});
