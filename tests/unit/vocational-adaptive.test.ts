import { describe, expect, it } from "vitest";
import { MAX_ADAPTIVE as SHOWN_MAX_ADAPTIVE } from "@/components/vocational/interests-loader";
import { adaptiveItems, contestedFields, MAX_ADAPTIVE, quickItemIds } from "@/lib/content/vocational/adaptive";
import { interestsInstrument, quickInterestItems, scoreLikert, type RiasecType } from "@/lib/content/vocational";

const quickAnswers = (level: Partial<Record<RiasecType, number>>) =>
  Object.fromEntries(quickInterestItems.map((i) => [i.id, level[i.scale as RiasecType] ?? 1]));

describe("modo rápido adaptativo", () => {
  it("un perfil claro (dos tipos y un campo al frente) se detiene en 30", () => {
    // Social and Investigative lead; of her fields only teaching stands out (the other statements at «Me da igual»).
    const answers = quickAnswers({ S: 3, I: 3 });
    for (const item of quickInterestItems) if (item.fields?.includes("ensenanza")) answers[item.id] = 5;
    expect(adaptiveItems(answers)).toEqual([]);
  });

  it("campos empatados al frente: una frase más de cada campo que la tenga, hasta 6", () => {
    // She likes every Realistic statement equally: mechanics, electricity, building, farming and animals tie.
    const extra = adaptiveItems(quickAnswers({ R: 5 }));
    expect(extra.length).toBeLessThanOrEqual(MAX_ADAPTIVE);
    const asked = new Set(extra.flatMap((i) => i.fields ?? []));
    // Farming and animals have no other statement; the three tied fields that do get one each.
    for (const f of ["mecanica", "electricidad", "construccion"]) expect(asked.has(f as never)).toBe(true);
    expect(contestedFields({ mecanica: 100, electricidad: 50 }, () => 50, 40)).toEqual([]);
    expect(contestedFields({ mecanica: 100, electricidad: 75, ciencia: 25 }, () => 50, 40)).toEqual(["mecanica", "electricidad"]);
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

describe("the mode choice's figure", () => {
  it("is the rules' MAX_ADAPTIVE (the rules load after the page)", () => {
    expect(SHOWN_MAX_ADAPTIVE).toBe(MAX_ADAPTIVE);
  });
});
