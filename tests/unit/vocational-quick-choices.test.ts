import { describe, expect, it } from "vitest";
import { catalogueCareersForRanking } from "../support/catalogue-careers";
import {
  activityOptions,
  adaptiveItems,
  durationSummary,
  MAX_ADAPTIVE,
  quickChoiceSections,
  interestCheckItems,
  quickInterestItems,
  quickSeconds,
  sectionKeys,
  sectionSeconds,
  SECONDS_PER_ITEM,
  type SectionKey,
} from "@/lib/content/vocational";
import { careerEvidenceTable } from "@/lib/content/vocational/career-evidence";
import type { SectionState } from "@/lib/contracts/vocational";
import { scoreSections } from "@/lib/server/vocational/score-sections";
import { emptySection } from "@/lib/server/vocational/section-state";

/*
 * the quick mode asks two optional choice steps after its statements («mundo de carreras»,
 * «actividades»), answered in the full test's sections. Its scoring uses them when present, and
 * its duration stays ≤ 7 minutes from the one source (sectionSeconds).
 */
const catalogue = catalogueCareersForRanking();
const area = new Map(catalogue.map((c) => [c.slug, c.area]));

function section(key: SectionKey, answers: Record<string, unknown>, mode: "quick" | "full" | null = null): SectionState {
  return { ...emptySection(key), status: "completed", answers, mode, answered: Object.keys(answers).length };
}

/** A quick-mode student who likes Social and Investigative statements alike, and the rest less (adaptive ones too). */
function quickStudent(extra: Partial<Record<SectionKey, SectionState>> = {}) {
  const answers: Record<string, number> = {};
  const rate = (item: { id: string; scale: string }) => (answers[item.id] = ["S", "I"].includes(item.scale) ? 4 : 2);
  quickInterestItems.forEach(rate);
  adaptiveItems(answers).forEach(rate);
  const sections = Object.fromEntries(sectionKeys.map((k) => [k, emptySection(k)])) as Record<SectionKey, SectionState>;
  sections["professional-interest"] = section("professional-interest", answers, "quick");
  return scoreSections({ ...sections, ...extra }, catalogue, { rank: true });
}
const bestOf = (scored: ReturnType<typeof quickStudent>, areaId: string) => scored.ranked.findIndex((s) => area.get(s.slug) === areaId);

describe("modo rápido con sus dos pasos de elegir", () => {
  it("dura a lo más 7 minutos, calculado de sectionSeconds: 39 frases (30, 6 adaptativas y 3 de control) × 8 s más los dos pasos", () => {
    expect(quickChoiceSections).toEqual(["career-world", "activities-of-interest"]);
    expect(quickSeconds).toBe(
      (quickInterestItems.length + MAX_ADAPTIVE + interestCheckItems.length) * SECONDS_PER_ITEM +
        sectionSeconds["career-world"]! +
        sectionSeconds["activities-of-interest"]!,
    );
    const d = durationSummary();
    expect(d.quickMinutesExact).toBe(Math.round((quickSeconds / 60) * 10) / 10);
    expect(d.quickMinutes).toBe(Math.ceil(quickSeconds / 60));
    expect(d.quickMinutes).toBeLessThanOrEqual(7);
  });

  it("sin elecciones (omitió los dos pasos) recibe su resultado de las frases", () => {
    const scored = quickStudent();
    expect(scored.ranked.length).toBeGreaterThan(10);
    expect(scored.ranked.every((s) => !s.trace.some((t) => t.rule === "area" || t.rule === "picks"))).toBe(true);
  });

  it("sus áreas y actividades cuentan en el orden, y las razones dicen lo que marcó", () => {
    const without = quickStudent();
    const health = quickStudent({
      "career-world": section("career-world", { areas: ["ciencias de la salud"] }),
      "activities-of-interest": section("activities-of-interest", { selected: ["first-aid"] }),
    });
    const science = quickStudent({
      "career-world": section("career-world", { areas: ["ciencias básicas"] }),
      "activities-of-interest": section("activities-of-interest", { selected: ["videos-science"] }),
    });
    // Same statements: the picks move her list, each toward what she picked.
    expect(bestOf(health, "ciencias de la salud")).toBeLessThan(5);
    expect(bestOf(health, "ciencias de la salud")).toBeLessThanOrEqual(bestOf(without, "ciencias de la salud"));
    expect(bestOf(science, "ciencias básicas")).toBeLessThan(5);
    expect(bestOf(science, "ciencias básicas")).toBeLessThanOrEqual(bestOf(without, "ciencias básicas"));
    expect(health.ranked.slice(0, 5).map((s) => s.slug)).not.toEqual(science.ranked.slice(0, 5).map((s) => s.slug));
    const first = health.ranked[bestOf(health, "ciencias de la salud")];
    expect(first.trace.map((t) => t.rule)).toContain("area");
    // A reason cites her pick only when its field is in the career's evidence row.
    for (const s of health.ranked.slice(0, 10)) {
      const cites = s.reasons.some((r) => r.includes("«Aprender primeros auxilios»"));
      if (cites) expect(careerEvidenceTable().get(s.slug)?.fields).toContain("salud");
    }
  });

  it("cada campo del que trata una carrera se puede marcar en actividades", () => {
    const careerFields = new Set([...careerEvidenceTable().values()].flatMap((row) => row.fields));
    const pickable = new Set(activityOptions.flatMap((o) => o.fields ?? []));
    expect([...careerFields].filter((f) => !pickable.has(f))).toEqual([]);
    const ids = activityOptions.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
