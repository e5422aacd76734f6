import fc from "fast-check";
import { catalogueCareersForRanking } from "../support/catalogue-careers";
import { describe, expect, it } from "vitest";
import { careerEvidence } from "@/lib/content/vocational/career-evidence";
import {
  fieldIds,
  intelligenceIds,
  intelligenceScales,
  riasecNames,
  riasecTypes,
  workValueIds,
  type RiasecProfile,
} from "@/lib/content/vocational";
import {
  catalogueIncomeMedian,
  codeTypes,
  intelligenceToRiasec,
  rankCareers,
  throughMap,
  valueToRiasec,
  type CareerForRanking,
} from "@/lib/server/vocational/ranking";

const careers: CareerForRanking[] = catalogueCareersForRanking();
const median = catalogueIncomeMedian(careers)!;
const byId = new Map(careers.map((c) => [c.id, c]));

const score = fc.integer({ min: 0, max: 100 });
const profile = fc.record({ R: score, I: score, A: score, S: score, E: score, C: score }) as fc.Arbitrary<RiasecProfile>;
const input = fc.record({
  interests: profile,
  fields: fc.dictionary(fc.constantFrom(...fieldIds), score),
  intelligences: fc.option(
    fc.record(Object.fromEntries(intelligenceIds.map((k) => [k, score])) as Record<(typeof intelligenceIds)[number], fc.Arbitrary<number>>),
    { nil: null },
  ),
  topValues: fc.uniqueArray(fc.constantFrom(...workValueIds), { minLength: 0, maxLength: 3 }),
  undifferentiated: fc.boolean(),
});

describe("pesos equilibrados", () => {
  it("cada inteligencia y cada valor reparten 1; cada tipo recibe lo mismo", () => {
    for (const map of [intelligenceToRiasec, valueToRiasec] as Record<string, Partial<RiasecProfile>>[]) {
      const columns = Object.fromEntries(riasecTypes.map((t) => [t, 0])) as RiasecProfile;
      for (const row of Object.values(map)) {
        expect(Object.values(row).reduce((s, v) => s + (v ?? 0), 0)).toBeCloseTo(1, 6);
        for (const t of riasecTypes) columns[t] += row[t] ?? 0;
      }
      const first = columns.R;
      for (const t of riasecTypes) expect(columns[t]).toBeCloseTo(first, 6);
    }
  });

  it("una estudiante con todo igual no se inclina a ningún tipo", () => {
    fc.assert(
      fc.property(score, (v) => {
        const intel = throughMap(Object.fromEntries(intelligenceIds.map((k) => [k, v])), intelligenceToRiasec);
        const vals = throughMap(Object.fromEntries(workValueIds.map((k) => [k, v])), valueToRiasec);
        for (const t of riasecTypes) {
          expect(intel[t]).toBeCloseTo(v, 6);
          expect(vals[t]).toBeCloseTo(v, 6);
        }
      }),
    );
  });

  it("todas las carreras del catálogo tienen campos de contenido", () => {
    for (const c of careers) expect(careerEvidence(c.slug)?.fields.length, c.slug).toBeGreaterThan(0);
  });
});

describe("razones siempre ciertas (propiedades)", () => {
  it("ningún tipo fuera del código, ninguna inteligencia que la carrera no usa, «buenos ingresos» solo sobre la mediana", () => {
    fc.assert(
      fc.property(input, (inp) => {
        const values = Object.fromEntries(
          workValueIds.map((k) => [k, inp.topValues.includes(k) ? 100 - 15 * inp.topValues.indexOf(k) : 30]),
        );
        const list = rankCareers({ ...inp, values, catalogueIncomeMedian: median }, careers);
        for (const s of list) {
          const career = byId.get(s.careerId)!;
          const code = codeTypes(career);
          for (const t of s.citations.types) expect(code).toContain(t);
          for (const k of s.citations.intelligences) expect(careerEvidence(career.slug)!.intelligences).toContain(k);
          for (const f of s.citations.fields) expect(careerEvidence(career.slug)!.fields).toContain(f);
          const text = s.reasons.join(" ");
          // Every type named in the text is cited, hence in the code.
          for (const t of riasecTypes) if (text.includes(`tipo ${riasecNames[t]}`)) expect(code).toContain(t);
          for (const scale of intelligenceScales)
            if (text.includes(`inteligencia ${scale.name.toLowerCase()}`)) expect(s.citations.intelligences).toContain(scale.id);
          if (text.includes("más que la mediana del catálogo")) expect(career.incomeMedian!).toBeGreaterThanOrEqual(median * 1.1);
          if (s.citations.values.includes("income")) expect(career.incomeMedian!).toBeGreaterThanOrEqual(median * 1.1);
          expect(text).not.toMatch(/código [RIASEC]{2,}/);
          if (inp.undifferentiated) expect(s.score).toBeLessThanOrEqual(60);
          expect(s.score).toBeGreaterThanOrEqual(0);
          expect(s.score).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("subir el interés en los tipos del código de una carrera no la baja en puntaje", () => {
    fc.assert(
      fc.property(profile, fc.constantFrom(...careers.filter((c) => c.riasec)), fc.integer({ min: 1, max: 40 }), (p, career, bump) => {
        const before = rankCareers({ interests: p }, [career])[0].score;
        const top = codeTypes(career)[0];
        const after = rankCareers({ interests: { ...p, [top]: Math.min(100, p[top] + bump) } }, [career])[0].score;
        expect(after).toBeGreaterThanOrEqual(before - 1);
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});

describe("casos del informe del issue", () => {
  const answersFor = (p: Partial<RiasecProfile>): RiasecProfile => ({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0, ...p });

  it("quien ama la contabilidad y es buena en matemática ve Contabilidad arriba, con su inteligencia lógica citada", () => {
    const list = rankCareers(
      {
        interests: answersFor({ C: 100, E: 50, I: 50 }),
        fields: { finanzas: 100, oficina: 90 },
        intelligences: {
          logical: 100,
          linguistic: 40,
          spatial: 30,
          bodily: 30,
          musical: 20,
          interpersonal: 40,
          intrapersonal: 50,
          naturalist: 20,
        },
      },
      careers,
    );
    const top5 = list.slice(0, 5).map((s) => s.slug);
    expect(top5).toContain("contabilidad");
    const conta = list.find((s) => s.slug === "contabilidad")!;
    expect(conta.reasons.join(" ")).toMatch(/inteligencia lógico-matemática/);
  });

  it("una estudiante Social que eligió derecho y justicia, y no enseñar, ve Derecho y ninguna carrera de educación entre sus cinco primeras", () => {
    const list = rankCareers(
      {
        interests: answersFor({ S: 100, E: 70, C: 25, I: 25, R: 10, A: 25 }),
        fields: { derecho: 100, debate: 75, ensenanza: 25, cuidado: 75, salud: 50, negocios: 50, deporte: 50, "idiomas-turismo": 50 },
      },
      careers,
    );
    const top5 = list.slice(0, 5).map((s) => s.slug);
    expect(top5.filter((slug) => slug.startsWith("educacion-"))).toEqual([]);
    expect(top5).toContain("derecho");
  });

  it("una estudiante de dibujo y diseño ve diseño y artes plásticas antes que teatro y música", () => {
    const list = rankCareers(
      { interests: answersFor({ A: 100, E: 40, C: 40 }), fields: { "arte-visual": 100, musica: 10, escenicas: 0, escritura: 40 } },
      careers,
    );
    const pos = (slug: string) => list.findIndex((s) => s.slug === slug);
    expect(pos("diseno-grafico")).toBeLessThan(pos("teatro"));
    expect(pos("artes-plasticas")).toBeLessThan(pos("musica"));
  });

  it("una estudiante de salud no recibe Filosofía entre las cinco primeras", () => {
    const list = rankCareers(
      { interests: answersFor({ S: 100, I: 80, C: 40 }), fields: { salud: 100, cuidado: 100, ciencia: 75 } },
      careers,
    );
    expect(list.slice(0, 5).map((s) => s.slug)).not.toContain("filosofia");
  });
});
