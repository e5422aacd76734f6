import { describe, expect, it } from "vitest";
import { rng } from "../../bench/guidance";
import { catalogueCareersForRanking } from "../support/catalogue-careers";
import {
  activityOptions,
  adaptiveItems,
  interestsInstrument,
  MAX_PICKS,
  personalityInstrument,
  quickInterestItems,
  sectionKeys,
  type FieldId,
  type RiasecType,
  type SectionKey,
} from "@/lib/content/vocational";
import type { SectionState } from "@/lib/contracts/vocational";
import { CARELESS_CAP, UNDIFFERENTIATED_CAP } from "@/lib/server/vocational/ranking";
import { scoreSections } from "@/lib/server/vocational/score-sections";
import { emptySection } from "@/lib/server/vocational/section-state";

/*
 * The four failure patterns the guidance was fixed for, through scoreSections/rankCareers (the code the API's result
 * uses), on generated students: each answer is a level (her type, or a field she likes or dislikes)
 * plus seeded normal noise, in quick mode (with the adaptive statements, as the page asks them), in
 * quick mode with its two choice steps ("quickPicks": she also picks the activities of the fields
 * she likes, ≥ 4.5, and no area) and in the full test. Nothing is hand-picked per student; the
 * seeds are 1…SEEDS.
 */
const catalogue = catalogueCareersForRanking();
const SEEDS = 12;
const NOISE = 0.5;
type Mode = "quick" | "quickPicks" | "full";
type Levels = { types: Partial<Record<RiasecType, number>>; fields?: Partial<Record<FieldId, number>>; rest?: number };

const gauss = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const answer = (level: number, r: () => number) => Math.max(1, Math.min(5, Math.round(level + NOISE * gauss(r))));

function section(key: SectionKey, answers: Record<string, unknown>, mode: "quick" | "full" | null = null): SectionState {
  return { ...emptySection(key), status: "completed", answers, mode, answered: Object.keys(answers).length };
}

/** A generated student: her interest answers (the level of an item's field wins over her type's). */
function student(levels: Levels, mode: Mode, seed: number, extra: Partial<Record<SectionKey, SectionState>> = {}) {
  const quick = mode !== "full";
  const r = rng(seed * 104_729 + (quick ? 1 : 2));
  const answers: Record<string, number> = {};
  const rate = (item: (typeof interestsInstrument.items)[number]) => {
    const field = item.fields?.[0] as FieldId | undefined;
    const level = (field && levels.fields?.[field]) ?? levels.types[item.scale] ?? levels.rest ?? 2.5;
    answers[item.id] = answer(level, r);
  };
  if (mode === "full") interestsInstrument.items.forEach(rate);
  else {
    quickInterestItems.forEach(rate);
    adaptiveItems(answers).forEach(rate);
  }
  const sections = Object.fromEntries(sectionKeys.map((k) => [k, emptySection(k)])) as Record<SectionKey, SectionState>;
  sections["professional-interest"] = section("professional-interest", answers, quick ? "quick" : "full");
  if (mode === "quickPicks") {
    const liked = (f: FieldId) => (levels.fields?.[f] ?? 0) >= 4.5;
    const selected = activityOptions.filter((o) => o.fields?.some(liked)).map((o) => o.id);
    if (selected.length) sections["activities-of-interest"] = section("activities-of-interest", { selected: selected.slice(0, MAX_PICKS) });
  }
  return scoreSections({ ...sections, ...extra }, catalogue, { rank: true });
}

const runs = (fn: (mode: Mode, seed: number) => void) => {
  for (const mode of ["quick", "quickPicks", "full"] as const) for (let seed = 1; seed <= SEEDS; seed++) fn(mode, seed);
};
const top5 = (scored: ReturnType<typeof student>) => scored.ranked.slice(0, 5).map((s) => s.slug);
const rank = (scored: ReturnType<typeof student>, slug: string) => scored.ranked.findIndex((s) => s.slug === slug);

describe("patrones de error conocidos (estudiantes generados)", () => {
  const teaching = ["educacion-inicial", "educacion-primaria", "educacion-secundaria"];
  for (const [field, wanted] of [
    ["salud", ["medicina-humana", "enfermeria", "obstetricia", "enfermeria-tecnica", "nutricion"]],
    ["derecho", ["derecho", "ciencia-politica"]],
    ["idiomas-turismo", ["guia-oficial-de-turismo", "turismo-y-hoteleria", "administracion-hotelera"]],
  ] as const) {
    it(`una estudiante Social que elige ${field} y no enseñar no recibe carreras de docencia entre sus cinco primeras`, () => {
      runs((mode, seed) => {
        // «Me disgusta» enseñar (level 2): on ranking v3 (main before v3.1) two of these 72 runs had a teaching career in the five.
        const scored = student({ types: { S: 4, E: 3 }, fields: { [field]: 4.8, ensenanza: 2 } }, mode, seed);
        const five = top5(scored);
        expect(
          five.filter((s) => teaching.includes(s)),
          `${mode} #${seed}: ${five.join(", ")}`,
        ).toEqual([]);
        // Health and tourism careers share her Social type: the one she chose ranks above every teaching
        // career. Law careers are E-C-I in O*NET: for a Social student they can stay below her Social
        // careers (Trabajo Social, Psicología, and sometimes teaching at places 6–10); measured by
        // the guidance benchmark (docs/guidance.md), not asserted.
        if (field !== "derecho") {
          const chosen = Math.min(...wanted.map((w) => rank(scored, w)));
          expect(chosen, `${mode} #${seed}: ${five.join(", ")}`).toBeLessThan(Math.min(...teaching.map((t) => rank(scored, t))));
        }
      });
    });
  }

  it("artes visuales: Diseño Gráfico o Artes Plásticas antes que Música y Teatro; y al revés con música o teatro", () => {
    const visual = ["diseno-grafico", "artes-plasticas", "diseno-grafico-tecnico"];
    const best = (scored: ReturnType<typeof student>, slugs: string[]) => Math.min(...slugs.map((s) => rank(scored, s)));
    runs((mode, seed) => {
      const drawing = student({ types: { A: 3.8 }, fields: { "arte-visual": 4.8, musica: 2, escenicas: 2 } }, mode, seed);
      expect(best(drawing, visual), `${mode} #${seed}`).toBeLessThan(rank(drawing, "musica"));
      expect(best(drawing, visual), `${mode} #${seed}`).toBeLessThan(rank(drawing, "teatro"));
      const music = student({ types: { A: 3.8 }, fields: { musica: 4.8, "arte-visual": 2, escenicas: 2 } }, mode, seed);
      expect(rank(music, "musica"), `${mode} #${seed}`).toBeLessThan(best(music, visual));
      const stage = student({ types: { A: 3.8 }, fields: { escenicas: 4.8, "arte-visual": 2, musica: 2 } }, mode, seed);
      expect(Math.min(rank(stage, "teatro"), rank(stage, "danza")), `${mode} #${seed}`).toBeLessThan(best(stage, visual));
    });
  });

  it("quien responde «de acuerdo» a todo (también a frases opuestas) recibe el aviso y afinidades con tope", () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const r = rng(seed);
      const agree = () => (r() < 0.5 ? 4 : 5);
      const personality = Object.fromEntries(personalityInstrument.items.map((i) => [i.id, agree()]));
      const scored = student({ types: {}, rest: 4.5 }, "full", seed, { personality: section("personality", personality) });
      expect(scored.consistency.ok).toBe(false);
      expect(scored.consistency.contradictions).toBeGreaterThanOrEqual(3);
      expect(Math.max(...scored.ranked.map((s) => s.score))).toBeLessThanOrEqual(CARELESS_CAP);
    }
  });

  it("un perfil plano se dice plano: sin código, afinidad con tope y la razón lo explica", () => {
    runs((mode, seed) => {
      const scored = student({ types: {}, rest: 3 }, mode, seed);
      expect(scored.profile?.differentiation.undifferentiated, `${mode} #${seed}`).toBe(true);
      expect(scored.profile?.hollandCode).toBeNull();
      expect(Math.max(...scored.ranked.map((s) => s.score))).toBeLessThanOrEqual(UNDIFFERENTIATED_CAP);
      expect(scored.ranked[0].trace.map((t) => t.rule)).toContain("undifferentiated");
    });
  });
});
