import { describe, expect, it } from "vitest";
import { intelligencesInstrument } from "@/lib/content/vocational/intelligences";
import { interestsInstrument } from "@/lib/content/vocational/interests";
import { personalityInstrument } from "@/lib/content/vocational/personality";
import { likertMeaning, rankedValueMeaning, scalesFor, thirdPersonTexts } from "@/lib/content/vocational/voice";
import { workValueScales } from "@/lib/content/vocational/work-values";

const instruments = {
  interests: interestsInstrument.scales,
  personality: personalityInstrument.scales,
  intelligences: intelligencesInstrument.scales,
  values: workValueScales,
} as const;

describe("a result read by someone else", () => {
  it("every scale of every profile has its meaning in the third person, never speaking to the reader", () => {
    for (const [instrument, scales] of Object.entries(instruments)) {
      const texts = thirdPersonTexts[instrument as keyof typeof thirdPersonTexts];
      expect(Object.keys(texts).sort(), instrument).toEqual(scales.map((s) => s.id).sort());
      for (const t of Object.values(texts)) {
        for (const line of [t.high, t.low]) expect(line).not.toMatch(/\b(eres|tienes|tu|tus|te|ti|prefieres|disfrutas|quieres)\b/i);
      }
    }
  });

  it("the student reads «Eres ordenada u ordenado…»; her parent «Es ordenada u ordenado…», with the same level and rank", () => {
    const c = personalityInstrument.scales.find((s) => s.id === "C")!;
    const own = [{ id: "C", name: c.name, percent: 80, meaning: likertMeaning(c, 80) }];
    expect(own[0].meaning).toMatch(/^Eres ordenada u ordenado/);
    expect(scalesFor("personality", own, "student")).toBe(own);
    expect(scalesFor("personality", own, "other")[0].meaning).toBe("Es ordenada u ordenado, planifica y cumple lo que se propone.");
    const mid = [{ id: "C", name: c.name, percent: 50, meaning: likertMeaning(c, 50) }];
    expect(scalesFor("personality", mid, "other")[0].meaning).toBe(
      "Punto medio: a veces es ordenada u ordenado, planifica y cumple lo que se propone.",
    );

    const helping = workValueScales[0];
    const ranked = [{ id: helping.id, name: helping.name, percent: 100, meaning: rankedValueMeaning(helping, 1) }];
    expect(ranked[0].meaning).toMatch(/^Tu prioridad n\.º 1: quieres/);
    expect(scalesFor("values", ranked, "other")[0].meaning).toBe(
      "Su prioridad n.º 1: quiere que su trabajo mejore la vida de otras personas.",
    );
  });
});

describe("one count of sections", () => {
  it("the map, the panels and the landing count the same free sections, the paid «Reto» apart", async () => {
    const { countedSections, paidSectionKeys, sections } = await import("@/lib/content/vocational/sections");
    const { freeSectionCount } = await import("@/lib/content/site/test-overview");
    expect(countedSections.length).toBe(freeSectionCount);
    expect(countedSections.length + paidSectionKeys.length).toBe(sections.filter((s) => s.stage !== null).length);
    expect(countedSections.map((s) => s.key)).not.toContain("challenge-vocation");
  });
});

describe("«Mis pagos»", () => {
  it("groups the checkouts left unpaid by plan, one line each, and keeps every paid or pending order", async () => {
    const { groupAbandoned } = await import("@/components/payments/order-status");
    const o = (id: string, status: "created" | "pending" | "approved", plan: string, createdAt: string) => ({
      id,
      status,
      plan,
      planName: plan === "a" ? "Plan A" : "Plan B",
      createdAt,
    });
    const { orders, abandoned } = groupAbandoned([
      o("1", "created", "a", "2026-11-25T10:00:00Z"),
      o("2", "approved", "a", "2026-11-24T10:00:00Z"),
      o("3", "created", "a", "2026-11-23T10:00:00Z"),
      o("4", "created", "b", "2026-11-22T10:00:00Z"),
      o("5", "pending", "b", "2026-11-21T10:00:00Z"),
    ]);
    expect(orders.map((x) => x.id)).toEqual(["2", "5"]);
    expect(abandoned).toEqual([
      { plan: "a", planName: "Plan A", count: 2, lastAt: "2026-11-25T10:00:00Z" },
      { plan: "b", planName: "Plan B", count: 1, lastAt: "2026-11-22T10:00:00Z" },
    ]);
  });
});
