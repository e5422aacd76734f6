import { describe, expect, it } from "vitest";
import {
  COST_REVIEW_CENTS,
  costBasis,
  costHeadline,
  formatOfferingCost,
  isLikelyNotMonthly,
  offeringCostValue,
  summariseCosts,
  summariseGroup,
} from "@/lib/format/catalogue-costs";

const cost = (min: number | null, max: number | null = min) => ({ costMinCents: min, costMaxCents: max });

describe("the catalogue's cost rule", () => {
  it("an offering counts with the middle of its range; above S/ 5,000 it is probably not monthly", () => {
    expect(offeringCostValue(cost(60_000, 70_000))).toBe(65_000);
    expect(offeringCostValue(cost(12_000))).toBe(12_000);
    expect(offeringCostValue(cost(null))).toBeNull();
    expect(isLikelyNotMonthly(cost(COST_REVIEW_CENTS))).toBe(false);
    expect(isLikelyNotMonthly(cost(300_000, COST_REVIEW_CENTS + 1))).toBe(true);
    expect(formatOfferingCost(cost(60_000, 70_000))).toBe("S/ 600.00 – S/ 700.00 al mes");
    expect(formatOfferingCost(cost(542_800, 1_685_600))).toBe("S/ 5,428.00 – S/ 16,856.00 (probablemente anual o por ciclo)");
  });

  it("the median of every priced offering (even count: the mean of the two middle ones), its range and n de N", () => {
    const g = summariseGroup([cost(10_000), cost(20_000, 30_000), cost(null), cost(1_000_000), cost(40_000)]);
    expect(g).toEqual({
      offerings: 5,
      withCost: 4,
      medianCents: 32_500, // values 10,000 · 25,000 · 40,000 · 1,000,000
      minCents: 10_000,
      maxCents: 1_000_000,
      likelyNotMonthly: 1,
      period: "mixto",
    });
    expect(costHeadline(g)).toBe("S/ 325.00");
    expect(costBasis(g)).toBe(
      "mediana de 4 de 5 ofertas con costo; de S/ 100.00 a S/ 10,000.00; 1 de 4 pasan de S/ 5,000.00, «probablemente anual o por ciclo»; el resto, al mes según la fuente",
    );
  });

  it("says «al mes» only when every figure is monthly per the source", () => {
    expect(costHeadline(summariseGroup([cost(12_000), cost(14_000)]))).toBe("S/ 130.00 al mes");
    expect(costHeadline(summariseGroup([cost(1_320_000), cost(1_976_000)]))).toBe("S/ 16,480.00 (probablemente anual o por ciclo)");
    const none = summariseGroup([cost(null), cost(null)]);
    expect(costHeadline(none)).toBeNull();
    expect(costBasis(none, { one: "carrera", many: "carreras" })).toBe("Sin costo publicado (0 de 2 carreras con costo)");
  });

  it("public and private apart only when the set has both", () => {
    const both = summariseCosts([
      { ...cost(12_000), gestion: "publica" },
      { ...cost(1_320_000), gestion: "privada" },
      { ...cost(null), gestion: "privada" },
    ]);
    expect(both.all.offerings).toBe(3);
    expect(both.byGestion?.publica).toMatchObject({ offerings: 1, withCost: 1, medianCents: 12_000, period: "mensual" });
    expect(both.byGestion?.privada).toMatchObject({ offerings: 2, withCost: 1, medianCents: 1_320_000, period: "no-mensual" });
    expect(summariseCosts([{ ...cost(12_000), gestion: "publica" }]).byGestion).toBeNull();
  });
});
