import { describe, expect, it } from "vitest";
import { catalogueCareersForRanking } from "../support/catalogue-careers";
import { MAX_ADAPTIVE as SHOWN_MAX_ADAPTIVE, QUICK_CHECKS } from "@/components/vocational/interests-loader";
import {
  adaptiveItems,
  consistencyOf,
  interestCheckItems,
  interestsCheckedInstrument,
  interestsInstrument,
  MAX_ADAPTIVE,
  MAX_QUICK_EXTRA,
  personalityInstrument,
  quickExtraItems,
  quickInterestItems,
  quickItemIds,
  scoreLikert,
  sectionKeys,
  type SectionKey,
} from "@/lib/content/vocational";
import { sectionAnswerSchemas, type SectionState } from "@/lib/contracts/vocational";
import { qualityNotice, skippedSteps } from "@/lib/server/vocational/quality";
import { scoreSections } from "@/lib/server/vocational/score-sections";
import { emptySection } from "@/lib/server/vocational/section-state";

/*
 * The quick mode's answers are read with the full test's rule (consistencyOf: three or more pairs of
 * opposite statements answered alike, or one answer throughout): its three reversed check statements,
 * asked among the adaptive ones, make a student who agrees with everything visible; the result then
 * says so first, names the statements that contradicted and sends her back to them.
 */
const catalogue = catalogueCareersForRanking();

function section(key: SectionKey, answers: Record<string, unknown>, mode: "quick" | "full" | null = null): SectionState {
  return { ...emptySection(key), status: "completed", answers, mode, answered: Object.keys(answers).length };
}
function sectionsWith(interests: Record<string, number>, mode: "quick" | "full" = "quick") {
  const sections = Object.fromEntries(sectionKeys.map((k) => [k, emptySection(k)])) as Record<SectionKey, SectionState>;
  sections["professional-interest"] = section("professional-interest", interests, mode);
  return sections;
}

/** She answers the 30, then whatever the page asks after them (adaptive and check statements), with `rate`. */
function quickRun(rate: (item: { id: string; scale: string; key: 1 | -1 }, n: number) => number) {
  const answers: Record<string, number> = {};
  quickInterestItems.forEach((i, n) => (answers[i.id] = rate(i, n)));
  quickExtraItems(answers).forEach((i, n) => (answers[i.id] = rate(i, 30 + n)));
  return answers;
}

describe("modo rápido: respuestas que dicen que sí a todo", () => {
  it("«Me gusta mucho» a todo, también a las frases inversas: el resultado lo dice primero, en español, con qué hacer", () => {
    const answers = quickRun(() => 5);
    // The page asked the three checks (reversed: key -1) among the extra statements.
    for (const check of interestCheckItems) expect(answers[check.id]).toBe(5);
    const scored = scoreSections(sectionsWith(answers), catalogue, { rank: true });
    expect(scored.interestConsistency.ok).toBe(false);
    expect(scored.interestConsistency.contradictions).toBe(3);
    const notice = qualityNotice(scored.consistency, scored.interestConsistency)!;
    expect(notice).not.toBeNull();
    expect(notice.message).toMatch(
      /^Diste la misma respuesta a casi todas las actividades de intereses, también a las que dicen lo contrario: /,
    );
    expect(notice.message).toContain("«Reparar el motor de una moto» y «Trabajar sin usar herramientas ni máquinas»");
    expect(notice.message).toContain("Vuelve a responder tus intereses leyendo cada frase");
    expect(notice.reviewPath).toBe("/orientacion-vocacional/intereses-profesionales");
    expect(notice.pairs).toHaveLength(3);
    expect(notice.affinityCap).toBe(50);
    // Every affinity shown is capped (the order still comes from the uncapped fit).
    for (const s of scored.ranked) expect(s.score).toBeLessThanOrEqual(50);
  });

  it("«Me gusta» y «Me gusta mucho» mezclados (sin repetir siempre lo mismo): lo atrapan los pares inversos", () => {
    const answers = quickRun((_, n) => (n % 2 ? 4 : 5));
    const scored = scoreSections(sectionsWith(answers), catalogue, { rank: true });
    expect(scored.interestConsistency.straightLined).toBe(false);
    expect(scored.interestConsistency.pairs).toEqual([
      ["r1", "rv1"],
      ["s1", "sv1"],
      ["e1", "ev1"],
    ]);
    const notice = qualityNotice(scored.consistency, scored.interestConsistency)!;
    expect(notice.message).toMatch(
      /^Respondiste lo mismo a actividades que dicen lo contrario: «Reparar el motor de una moto» y «Trabajar sin/,
    );
    expect(notice.items).toEqual(["r1", "rv1", "s1", "sv1", "e1", "ev1"]);
    // Without the check statements the same yes-saying read as a student who likes everything.
    const withoutChecks = Object.fromEntries(Object.entries(answers).filter(([id]) => !id.includes("v")));
    expect(consistencyOf(interestsCheckedInstrument, withoutChecks).ok).toBe(true);
  });

  it("la misma regla que el test completo: la función de la personalidad, con su umbral de tres pares", () => {
    // Two contradicting pairs are not enough, in either instrument.
    const answers = quickRun((item) => (item.key === -1 ? 2 : item.scale === "R" || item.scale === "S" ? 4 : 3));
    // R and S: liked, and their reversed checks disliked (consistent); E's check alike with e1 at «Me da igual»: no pair.
    expect(consistencyOf(interestsCheckedInstrument, answers).ok).toBe(true);
    const two = { ...answers, rv1: 4, sv1: 5 };
    expect(consistencyOf(interestsCheckedInstrument, two).contradictions).toBe(2);
    expect(consistencyOf(interestsCheckedInstrument, two).ok).toBe(true);
    // The personality (full test) reads the same way: three pairs flag it.
    const personality = Object.fromEntries(personalityInstrument.items.map((i, n) => [i.id, (n % 3) + 2]));
    const threePairs = { ...personality, o1: 5, o4: 5, c1: 5, c2: 5, e1: 5, e2: 5 };
    expect(consistencyOf(personalityInstrument, threePairs).contradictions).toBeGreaterThanOrEqual(3);
    expect(consistencyOf(personalityInstrument, threePairs).ok).toBe(false);
  });

  it("una estudiante cuidadosa (le gusta lo Realista y no trabajar sin herramientas) no recibe el aviso", () => {
    const answers = quickRun((item) => (item.key === -1 ? (item.scale === "R" ? 1 : 3) : item.scale === "R" ? 5 : 2));
    const scored = scoreSections(sectionsWith(answers), catalogue, { rank: true });
    expect(qualityNotice(scored.consistency, scored.interestConsistency)).toBeNull();
  });

  it("las frases de control: inversas, emparejadas con una de las 30, pedidas siempre, y sin mover ningún tipo", () => {
    const quick = new Set(quickInterestItems.map((i) => i.id));
    for (const check of interestCheckItems) {
      expect(check.key).toBe(-1);
      // consistencyOf pairs a scale's first reversed statement with its first positive one: one of the 30.
      const partner = interestsInstrument.items.find((i) => i.scale === check.scale)!;
      expect(quick.has(partner.id)).toBe(true);
      expect(interestsInstrument.items.some((i) => i.id === check.id)).toBe(false);
    }
    // A clear profile gets no adaptive statement, but still the three checks.
    const clear: Record<string, number> = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["S", "I"].includes(i.scale) ? 3 : 1]));
    for (const item of quickInterestItems) if (item.fields?.includes("ensenanza")) clear[item.id] = 5;
    expect(adaptiveItems(clear)).toEqual([]);
    expect(quickExtraItems(clear).map((i) => i.id)).toEqual(["rv1", "sv1", "ev1"]);
    // A profile with ties gets its adaptive statements too, with a check before every two.
    const tied = Object.fromEntries(quickInterestItems.map((i) => [i.id, i.scale === "R" ? 5 : 1]));
    const extra = quickExtraItems(tied);
    expect(extra.length).toBe(adaptiveItems(tied).length + 3);
    expect(extra.length).toBeLessThanOrEqual(MAX_QUICK_EXTRA);
    expect(extra[0].id).toBe("rv1");
    // Not before the 30 are answered.
    const partial = { ...tied };
    delete partial[quickInterestItems[0].id];
    expect(quickExtraItems(partial)).toEqual([]);
    // Answering a check does not move her profile: it is not among the scored items.
    expect(quickItemIds(tied).has("rv1")).toBe(false);
    const before = scoreLikert(interestsInstrument, tied, quickItemIds(tied));
    const after = scoreLikert(interestsInstrument, { ...tied, rv1: 1, sv1: 5, ev1: 5 }, quickItemIds(tied));
    expect(after.scales).toEqual(before.scales);
    // A save with them is accepted (their ids belong to the interests).
    expect(sectionAnswerSchemas["professional-interest"].safeParse({ rv1: 5, sv1: 1, ev1: 3 }).success).toBe(true);
    expect(sectionAnswerSchemas["professional-interest"].safeParse({ zz9: 5 }).success).toBe(false);
  });

  it("la pantalla de elegir modo dice las mismas cifras que las reglas", () => {
    expect(SHOWN_MAX_ADAPTIVE).toBe(MAX_ADAPTIVE);
    expect(QUICK_CHECKS).toBe(interestCheckItems.length);
    expect(MAX_QUICK_EXTRA).toBe(MAX_ADAPTIVE + QUICK_CHECKS);
  });
});

describe("modo rápido: un paso de elegir que saltó", () => {
  const answers = quickRun((item) => (item.key === -1 ? 2 : item.scale === "S" ? 5 : 2));

  it("saltó los dos: el resultado lo dice de cada uno, con un enlace que abre ese paso", () => {
    expect(skippedSteps("quick", sectionsWith(answers))).toEqual([
      {
        key: "career-world",
        title: "Áreas de carreras",
        path: "/orientacion-vocacional/intereses-profesionales?paso=areas",
        message: "Saltaste «Áreas de carreras»: tu lista usa menos información.",
      },
      {
        key: "activities-of-interest",
        title: "Actividades",
        path: "/orientacion-vocacional/intereses-profesionales?paso=actividades",
        message: "Saltaste «Actividades»: tu lista usa menos información.",
      },
    ]);
  });

  it("respondió las áreas y saltó las actividades: solo las actividades; el test completo no tiene pasos que saltar", () => {
    const sections = sectionsWith(answers);
    sections["career-world"] = section("career-world", { areas: ["ciencias de la salud"] });
    expect(skippedSteps("quick", sections).map((s) => s.key)).toEqual(["activities-of-interest"]);
    sections["activities-of-interest"] = section("activities-of-interest", { selected: ["first-aid"] });
    expect(skippedSteps("quick", sections)).toEqual([]);
    expect(skippedSteps("full", sectionsWith(answers, "full"))).toEqual([]);
  });
});
