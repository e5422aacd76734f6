import { describe, expect, it } from "vitest";
import { adaptiveItems, MAX_ADAPTIVE, quickItemIds } from "@/lib/content/vocational/adaptive";
import { interestsInstrument, quickInterestItems, scoreLikert, type RiasecType } from "@/lib/content/vocational";

const quickAnswers = (level: Partial<Record<RiasecType, number>>) =>
  Object.fromEntries(quickInterestItems.map((i) => [i.id, level[i.scale as RiasecType] ?? 1]));

describe("modo rápido adaptativo", () => {
  it("un perfil claro se detiene en 30", () => {
    expect(adaptiveItems(quickAnswers({ S: 5, I: 4 }))).toEqual([]);
  });

  it("sin las 30 respuestas no pide nada más", () => {
    const answers = quickAnswers({ S: 5, I: 5, A: 5 });
    delete answers[quickInterestItems[0].id];
    expect(adaptiveItems(answers)).toEqual([]);
  });

  it("tipos empatados al frente: hasta 6 frases nuevas, solo de esos tipos, repartidas entre ellos", () => {
    const extra = adaptiveItems(quickAnswers({ S: 5, I: 5, A: 5 }));
    expect(extra.length).toBeGreaterThan(0);
    expect(extra.length).toBeLessThanOrEqual(MAX_ADAPTIVE);
    const quick = new Set(quickInterestItems.map((i) => i.id));
    for (const item of extra) {
      expect(quick.has(item.id)).toBe(false);
      expect(["S", "I", "A"]).toContain(item.scale);
    }
    expect(new Set(extra.map((i) => i.scale)).size).toBe(3);
  });

  it("las frases adicionales respondidas cuentan en el puntaje del modo rápido", () => {
    const answers: Record<string, number> = quickAnswers({ S: 5, I: 5, A: 5 });
    const extra = adaptiveItems(answers);
    // She likes the extra Social statements less: Social drops below the other two.
    for (const item of extra) answers[item.id] = item.scale === "S" ? 1 : 5;
    const score = scoreLikert(interestsInstrument, answers, quickItemIds(answers));
    expect(score.scales.S.percent).toBeLessThan(score.scales.I.percent);
    expect(score.scales.S.percent).toBeLessThan(score.scales.A.percent);
  });
});
