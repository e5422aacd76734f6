import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { interestLevel, loadPersonas, rng, type Persona } from "../../bench/guidance";
import { catalogueCareersForRanking } from "../support/catalogue-careers";
import {
  abilityOptions,
  activityOptions,
  differentiation,
  fieldCounts,
  fieldLabels,
  fieldScores,
  intelligencesInstrument,
  intelligenceScales,
  interestsInstrument,
  percents,
  quickInterestItems,
  riasecNames,
  riasecTypes,
  scoreLikert,
  valueScores,
  workValueIds,
  type FieldId,
  type IntelligenceId,
  type RiasecProfile,
  type WorkValueId,
} from "@/lib/content/vocational";
import { careerEvidence, careerEvidenceTable, parseCareerEvidence } from "@/lib/content/vocational/career-evidence";
import {
  catalogueIncomeMedian,
  codeTypes,
  interestProfile,
  rankCareers,
  usedBy,
  valueToRiasec,
  type CareerForRanking,
} from "@/lib/server/vocational/ranking";
import {
  fieldsText,
  incomeText,
  intelligencesText,
  interestVerb,
  picksText,
  typesText,
  valueText,
  type Grade,
} from "@/lib/server/vocational/reasons";
import { riasecPlain, riasecPlainOther } from "@/lib/server/vocational/ranking";

/** Words that speak to the student; none may remain in a line said of her to someone else. */
const SECOND_PERSON = /\b(te|tu|tus|tuyas?|marcaste|pusiste|calificaste|eres)\b|expresarte/i;

const careers: CareerForRanking[] = catalogueCareersForRanking();
const median = catalogueIncomeMedian(careers)!;
const byId = new Map(careers.map((c) => [c.id, c]));
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
/** The documented rules (docs: how a reason is made), written out so that a change to them fails here. */
const MARGIN = { bastante: 15, mucho: 30 };
const FLOOR = { types: 60, intelligences: 60, fields: 75 };
const INCOME_BAND = 0.1;
/**
 * The grade a line may say: by the margin over her mean, and no more than the statements behind it
 * allow («mucho»: two or more averaging 4.5 of 5 or more; «bastante»: two or more averaging «Me
 * gusta», or one «Me gusta mucho»; otherwise no grade word).
 */
const order: Grade[] = ["plain", "bastante", "mucho"];
const byEvidence = (score: number, count: number): Grade =>
  count >= 2 && score >= 87.5 ? "mucho" : (count >= 2 && score >= 75) || (count === 1 && score === 100) ? "bastante" : "plain";
const gradeOf = (margin: number, score: number, count: number): Grade =>
  order[Math.min(order.indexOf(margin >= MARGIN.mucho ? "mucho" : "bastante"), order.indexOf(byEvidence(score, count)))];
/** How many answered statements of the scored set are about a type (scale) or a field. */
const answeredAbout = (a: Answers, test: (i: (typeof interestsInstrument.items)[number]) => boolean) => {
  const quickIds = a.mode === "quick" ? new Set(quickInterestItems.map((i) => i.id)) : undefined;
  return interestsInstrument.items.filter((i) => (!quickIds || quickIds.has(i.id)) && test(i) && typeof a.interests[i.id] === "number")
    .length;
};

/** What the student answered, in the shape the API stores it. */
type Answers = {
  mode: "quick" | "full";
  interests: Record<string, number>;
  intelligences: Record<string, number> | null;
  ranking: WorkValueId[];
  abilities: string[];
  activities: string[];
  qualities: string[];
  areas: string[];
};

/** The ranking's input built from answers exactly as lib/server/vocational/result.ts builds it. */
function resultFor(a: Answers) {
  const quickIds = a.mode === "quick" ? new Set(quickInterestItems.map((i) => i.id)) : undefined;
  const base = percents(scoreLikert(interestsInstrument, a.interests, quickIds)) as RiasecProfile;
  const fields = fieldScores(interestsInstrument, a.interests, quickIds);
  const intelligences = a.intelligences ? percents(scoreLikert(intelligencesInstrument, a.intelligences)) : null;
  const picks = { abilities: a.abilities, qualities: a.qualities, activities: a.activities };
  const d = differentiation(base);
  const answered = (score: ReturnType<typeof scoreLikert>) =>
    Object.fromEntries(Object.entries(score.scales).map(([k, v]) => [k, (v as { answered: number }).answered]));
  const suggestions = rankCareers(
    {
      interests: interestProfile(base, picks),
      shownInterests: base,
      fields,
      evidenceCounts: {
        types: answered(scoreLikert(interestsInstrument, a.interests, quickIds)),
        fields: fieldCounts(interestsInstrument, a.interests, quickIds),
        intelligences: a.intelligences ? answered(scoreLikert(intelligencesInstrument, a.intelligences)) : undefined,
      },
      picks,
      intelligences,
      values: a.ranking.length ? valueScores(a.ranking) : null,
      topValues: a.ranking,
      areasOfInterest: a.areas,
      undifferentiated: d.undifferentiated,
      catalogueIncomeMedian: median,
    },
    careers,
  ).slice(0, 10);
  return { base, fields, intelligences, suggestions };
}

/** Every line of every suggestion checked against the career's row and the student's own numbers. */
function audit(a: Answers) {
  const { base, fields, intelligences, suggestions } = resultFor(a);
  const typeMean = mean(riasecTypes.map((t) => base[t]));
  const intelMean = intelligences ? mean(Object.values(intelligences)) : 0;
  for (const s of suggestions) {
    const career = byId.get(s.careerId)!;
    const row = careerEvidence(career.slug)!;
    const code = codeTypes(career);
    expect(s.trace.length).toBe(s.reasons.length);
    // The third-person lines say the same thing to a parent, a counsellor or /r/{id}.
    expect(s.reasonsOther.length).toBe(s.reasons.length);
    s.reasonsOther.forEach((t, i) => {
      expect(t).not.toMatch(SECOND_PERSON);
      if (s.trace[i].rule === "area") expect(t).toBe(s.reasons[i].replace(/^Marcaste/, "Marcó"));
    });
    s.reasons.forEach((text, i) => {
      const { rule, facts } = s.trace[i];
      expect(text).not.toMatch(/\.\)/);
      expect(text).not.toMatch(/\s{2}/);
      expect(text).not.toMatch(/te interesa (mucho|bastante) (los|las) /);
      if (text.includes("Te gustan")) expect(rule).toBe("types");
      if (text.includes("más que la mediana")) expect(rule).toBe("income-above");
      if (text.includes("es similar a la del catálogo")) expect(rule).toBe("income-similar");
      for (const f of facts) {
        switch (f.kind) {
          case "type": {
            const t = f.id as keyof RiasecProfile;
            expect(code).toContain(t);
            expect(career.riasec![t]).toBeGreaterThanOrEqual(4.5);
            // The page reads < 60 as «Punto medio» (or low): such a type is never «Te gustan».
            expect(base[t]).toBeGreaterThanOrEqual(60);
            expect(base[t] - typeMean).toBeGreaterThanOrEqual(MARGIN.bastante - 0.05);
            expect(f.grade).toBe(
              gradeOf(
                base[t] - typeMean,
                base[t],
                answeredAbout(a, (i) => i.scale === t),
              ),
            );
            expect(text).toContain(riasecNames[t]);
            break;
          }
          case "field": {
            const id = f.id as FieldId;
            expect(row.fields).toContain(id);
            expect(text).toContain(fieldLabels[id].text);
            if (rule === "fields") {
              expect(fields[id]!).toBeGreaterThanOrEqual(FLOOR.fields);
              expect(fields[id]! - typeMean).toBeGreaterThanOrEqual(MARGIN.bastante - 0.05);
              expect(f.grade).toBe(
                gradeOf(
                  fields[id]! - typeMean,
                  fields[id]!,
                  answeredAbout(a, (i) => !!i.fields?.includes(id)),
                ),
              );
            } else {
              expect(rule).toBe("picks");
              const picked = [
                ...a.abilities.map((x) => abilityOptions.find((o) => o.id === x)),
                ...a.activities.map((x) => activityOptions.find((o) => o.id === x)),
              ];
              expect(picked.some((o) => o?.fields?.includes(id))).toBe(true);
            }
            break;
          }
          case "value":
            // A value is tied to the career's own types (O*NET level ≥ 4.5), not to a weak letter of its code.
            expect(
              usedBy(
                valueToRiasec,
                f.id as WorkValueId,
                code.filter((t) => career.riasec![t] >= 4.5),
              ),
            ).toBe(true);
            break;
          case "ability":
            expect(a.abilities).toContain(f.id);
            break;
          case "activity":
            expect(a.activities).toContain(f.id);
            break;
          case "intelligence": {
            const k = f.id as IntelligenceId;
            expect(row.intelligences).toContain(k);
            expect(intelligences![k]).toBeGreaterThanOrEqual(FLOOR.intelligences);
            expect(intelligences![k] - intelMean).toBeGreaterThanOrEqual(MARGIN.bastante - 0.05);
            expect(f.grade).toBe(gradeOf(intelligences![k] - intelMean, intelligences![k], 3));
            expect(text).toContain(intelligenceScales.find((x) => x.id === k)!.name.toLowerCase());
            break;
          }
          case "income":
            if (rule === "income-above") expect(career.incomeMedian!).toBeGreaterThanOrEqual(median * (1 + INCOME_BAND));
            if (rule === "income-similar") {
              expect(career.incomeMedian!).toBeGreaterThan(median * (1 - INCOME_BAND));
              expect(career.incomeMedian!).toBeLessThan(median * (1 + INCOME_BAND));
            }
            if (rule === "income-below") expect(career.incomeMedian!).toBeLessThanOrEqual(median * (1 - INCOME_BAND));
            if (rule === "income-missing") expect(career.incomeMedian).toBeNull();
            break;
        }
      }
      // A type whose meaning on the page is «Punto medio» or low is never named in a «Te gustan» line.
      if (rule === "types")
        for (const t of riasecTypes) if (new RegExp(`\\b${riasecNames[t]}\\b`).test(text)) expect(base[t]).toBeGreaterThanOrEqual(60);
    });
    const all = s.reasons.join(" ");
    if (a.ranking.includes("income") && !career.incomeMedian) expect(all).toContain("No tenemos dato de ingresos");
    if (!a.ranking.includes("income")) expect(all).not.toMatch(/ingresos/);
  }
  return suggestions;
}

const noise = (level: number, r: () => number) => {
  const x = r();
  return Math.max(1, Math.min(5, Math.round(level + (x < 0.15 ? -1 : x < 0.3 ? 1 : 0))));
};

/**
 * A simulated student of the guidance benchmark (bench/personas), answering with noise. "quickPicks":
 * the same quick-mode student who also answers the quick mode's two choice steps (areas, activities).
 */
function personaAnswers(p: Persona, seed: number, mode: "quick" | "quickPicks" | "full"): Answers {
  const quick = mode !== "full";
  const r = rng(seed * 7919 + p.id.length * 131 + (quick ? 1 : 2));
  const items = quick ? quickInterestItems : interestsInstrument.items;
  const interests = Object.fromEntries(items.map((i) => [i.id, noise(interestLevel(p, i), r)]));
  if (quick) {
    const picks = mode === "quickPicks";
    const activities = picks ? p.activities : [];
    const areas = picks ? p.areas : [];
    return { mode: "quick", interests, intelligences: null, ranking: [], abilities: [], activities, qualities: [], areas };
  }
  return {
    mode,
    interests,
    intelligences: Object.fromEntries(intelligencesInstrument.items.map((i) => [i.id, noise(p.intelligences[i.scale] ?? 3, r)])),
    ranking: p.values.slice(0, 3) as WorkValueId[],
    abilities: p.abilities,
    activities: p.activities,
    qualities: p.qualities,
    areas: p.areas,
  };
}

describe("razones: cada línea es cierta de la carrera y de estas respuestas (auditoría mecánica)", () => {
  it("estudiantes simulados del benchmark (todas las personas × 10 semillas × 3 modos: rápido, rápido con sus dos pasos de elegir, completo)", () => {
    const personas = loadPersonas(path.resolve("bench/personas"));
    let lines = 0;
    for (const p of personas)
      for (const mode of ["quick", "quickPicks", "full"] as const)
        for (let seed = 1; seed <= 10; seed++) lines += audit(personaAnswers(p, seed, mode)).reduce((s, x) => s + x.reasons.length, 0);
    expect(lines).toBeGreaterThan(4_500);
  }, 120_000);

  const likert = fc.integer({ min: 1, max: 5 });
  const answers: fc.Arbitrary<Answers> = fc.record({
    mode: fc.constantFrom("quick" as const, "full" as const),
    interests: fc.record(Object.fromEntries(interestsInstrument.items.map((i) => [i.id, likert]))),
    intelligences: fc.option(fc.record(Object.fromEntries(intelligencesInstrument.items.map((i) => [i.id, likert]))), { nil: null }),
    ranking: fc.uniqueArray(fc.constantFrom(...workValueIds), { minLength: 0, maxLength: 3 }),
    abilities: fc.uniqueArray(fc.constantFrom(...abilityOptions.map((o) => o.id)), { maxLength: 5 }),
    activities: fc.uniqueArray(fc.constantFrom(...activityOptions.map((o) => o.id)), { maxLength: 5 }),
    qualities: fc.constant([]),
    areas: fc.uniqueArray(fc.constantFrom("ciencias de la salud", "ingeniería", "negocios", "arte y diseño"), { maxLength: 2 }),
  }) as fc.Arbitrary<Answers>;

  it("estudiantes al azar (respuestas ítem por ítem)", () => {
    fc.assert(
      fc.property(answers, (a) => void audit(a)),
      { numRuns: 1700 },
    );
  }, 120_000);

  it("a quien le gusta casi todo no se le cita como suyo un campo que no sobresale de su media", () => {
    const interests = Object.fromEntries(interestsInstrument.items.map((i) => [i.id, 4]));
    interests.i1 = 5; // one lab-science statement at «Me gusta mucho»
    const { suggestions } = resultFor({
      mode: "full",
      interests,
      intelligences: null,
      ranking: [],
      abilities: [],
      activities: [],
      qualities: [],
      areas: [],
    });
    for (const s of suggestions) expect(s.trace.filter((t) => t.rule === "fields" || t.rule === "types")).toEqual([]);
  });
});

describe("el caso del informe: deporte sin interés por el deporte", () => {
  it("quien respondió «Me da igual» a entrenar para una competencia no lee que le interesa el deporte", () => {
    const interests = Object.fromEntries(interestsInstrument.items.map((i) => [i.id, i.scale === "S" ? 5 : 3]));
    interests[interestsInstrument.items.find((i) => i.text.startsWith("Entrenar todos los días"))!.id] = 3;
    interests[interestsInstrument.items.find((i) => i.text.startsWith("Entrenar a un equipo"))!.id] = 4;
    const { suggestions } = resultFor({
      mode: "full",
      interests,
      intelligences: null,
      ranking: [],
      abilities: [],
      activities: [],
      qualities: [],
      areas: [],
    });
    expect(suggestions.map((s) => s.slug)).toContain("educacion-fisica");
    for (const s of suggestions) expect(s.reasons.join(" ")).not.toContain("el deporte");
  });
});

describe("plantillas en español (una, dos y tres cosas)", () => {
  const grades: Grade[] = ["mucho", "bastante"];
  const checkSpanish = (t: string) => {
    expect(t).toMatch(/^[A-ZÁÉÍÓÚÑ¿«]/);
    expect(t).toMatch(/\.$/);
    expect(t).not.toMatch(/\.\)/);
    expect(t).not.toMatch(/\s{2}|\s[,.:;]/);
    expect(t).not.toMatch(/\by [^,:;.()]+ y [^,:;.()]+ y\b/);
  };

  it("campos: concordancia («Te interesan los idiomas») y listas con comas", () => {
    expect(fieldsText([{ grade: "mucho", fields: ["idiomas"] }])).toBe(
      "Según tus respuestas, te interesan mucho los idiomas: de eso trata esta carrera.",
    );
    expect(fieldsText([{ grade: "bastante", fields: ["finanzas"] }])).toContain("te interesan bastante las finanzas");
    expect(fieldsText([{ grade: "mucho", fields: ["salud"] }])).toContain("te interesa mucho la salud:");
    expect(fieldsText([{ grade: "mucho", fields: ["ensenanza", "cuidado"] }])).toContain(
      "te interesa mucho enseñar y acompañar a otras personas:",
    );
    expect(fieldsText([{ grade: "mucho", fields: ["ensenanza", "salud", "cuidado"] }])).toContain(
      "te interesan mucho enseñar, la salud y acompañar a otras personas:",
    );
    expect(
      fieldsText([
        { grade: "mucho", fields: ["salud", "ciencia"] },
        { grade: "bastante", fields: ["animales"] },
      ]),
    ).toBe("Según tus respuestas, te interesan mucho la salud y la ciencia, y bastante los animales: de eso trata esta carrera.");
    expect(
      fieldsText([
        { grade: "mucho", fields: ["salud"] },
        { grade: "bastante", fields: ["animales"] },
      ]),
    ).toContain("te interesa mucho la salud, y te interesan bastante los animales:");
    for (const f of Object.keys(fieldLabels) as FieldId[]) {
      expect(fieldLabels[f].text, f).not.toMatch(/\by\b|,/);
      for (const g of grades) {
        for (const list of [[f], [f, "salud" as FieldId], [f, "musica" as FieldId, "animales" as FieldId]]) {
          const t = fieldsText([{ grade: g, fields: list }]);
          checkSpanish(t);
          const plural = list.length > 1 ? !list.every((x) => fieldLabels[x].infinitive) : !!fieldLabels[f].plural;
          expect(t).toContain(`te ${plural ? "interesan" : "interesa"} ${g} `);
        }
      }
    }
  });

  it("tipos, inteligencias, elecciones e ingresos", () => {
    const one = typesText([{ grade: "mucho", types: ["S"] }], riasecPlain);
    expect(one).toBe(
      "Te gustan mucho las actividades de tipo Social (ayudar, enseñar y cuidar a personas): son importantes en el trabajo de quienes ejercen esta carrera.",
    );
    expect(typesText([{ grade: "mucho", types: ["S", "I"] }], riasecPlain)).toContain("de tipo Social e Investigador:");
    expect(
      typesText(
        [
          { grade: "mucho", types: ["R", "I"] },
          { grade: "bastante", types: ["C"] },
        ],
        riasecPlain,
      ),
    ).toContain("de tipo Realista e Investigador, y bastante las de tipo Convencional:");
    expect(intelligencesText([{ grade: "mucho", ids: ["spatial"] }])).toBe(
      "Tu inteligencia espacial destaca mucho entre las tuyas (imaginas formas, espacios y recorridos con claridad): esta carrera la usa.",
    );
    expect(intelligencesText([{ grade: "bastante", ids: ["linguistic", "interpersonal"] }])).toBe(
      "Tus inteligencias lingüística e interpersonal destacan bastante entre las tuyas: esta carrera las usa.",
    );
    expect(
      intelligencesText([
        { grade: "mucho", ids: ["spatial"] },
        { grade: "bastante", ids: ["logical", "bodily"] },
      ]),
    ).toBe(
      "Tu inteligencia espacial destaca mucho entre las tuyas, y la lógico-matemática y la corporal-cinestésica, bastante: esta carrera las usa.",
    );
    expect(picksText(["Dibujo"], [], ["arte-visual"])).toBe(
      "Marcaste «Dibujo» entre tus habilidades: esta carrera tiene que ver con las artes visuales.",
    );
    expect(picksText(["Dibujo", "Música"], ["Dibujar"], ["arte-visual", "musica"])).toBe(
      "Marcaste «Dibujo» y «Música» entre tus habilidades y «Dibujar» entre tus actividades: esta carrera tiene que ver con las artes visuales y la música.",
    );
    expect(picksText([], ["Programar", "Dibujar", "Resolver acertijos"], ["tecnologia", "arte-visual", "matematica"])).toContain(
      "«Programar», «Dibujar» y «Resolver acertijos» entre tus actividades: esta carrera tiene que ver con la programación, las artes visuales y la matemática.",
    );
    expect(incomeText("above", 3000, 2350)).toContain("más que la mediana del catálogo (S/ 2,350.00).");
    expect(incomeText("similar", 2383, 2350)).toContain("es similar a la del catálogo");
    expect(incomeText("missing", null, 2350)).toMatch(/^No tenemos dato de ingresos de esta carrera/);
    const all = [
      one,
      typesText([{ grade: "bastante", types: ["A", "E", "C"] }], riasecPlain),
      ...intelligenceScales.map((s) => intelligencesText([{ grade: "mucho", ids: [s.id] }])),
      intelligencesText([{ grade: "mucho", ids: ["musical", "naturalist", "intrapersonal"] }]),
      picksText(["Dibujo"], ["Dibujar", "Programar"], ["arte-visual"]),
      ...(["above", "similar", "below", "missing"] as const).map((k) => incomeText(k, k === "missing" ? null : 2500, 2350)),
    ];
    for (const t of all) checkSpanish(t);
  });
});

describe("los porqués en tercera persona (padres, colegio, /r/{id})", () => {
  const checkSpanish = (t: string) => {
    expect(t).toMatch(/^[A-ZÁÉÍÓÚÑ¿«]/);
    expect(t).toMatch(/\.$/);
    expect(t).not.toMatch(/\s{2}|\s[,.:;]/);
    expect(t).not.toMatch(SECOND_PERSON);
  };
  const fieldIds = Object.keys(fieldLabels) as FieldId[];
  const intelIds = intelligenceScales.map((s) => s.id as IntelligenceId);
  const lists = <T>(ids: T[]) =>
    ids.flatMap((id, i) => [[id], [id, ids[(i + 1) % ids.length]], [id, ids[(i + 2) % ids.length], ids[(i + 3) % ids.length]]]);

  it("cada plantilla, con uno, dos y tres elementos, sin «te», «tu», «tus», «marcaste», «eres»", () => {
    const texts: string[] = [];
    for (const g of ["mucho", "bastante"] as const) {
      for (const types of lists([...riasecTypes])) {
        const t = typesText([{ grade: g, types }], riasecPlainOther, "other");
        expect(t).toMatch(new RegExp(`^Le gustan ${g} las actividades de tipo `));
        texts.push(t);
      }
      for (const fields of lists(fieldIds)) {
        const t = fieldsText([{ grade: g, fields }], "other");
        expect(t).toContain(`Según sus respuestas, le ${interestVerb(fields)} ${g} `);
        texts.push(t);
      }
      for (const ids of lists(intelIds)) {
        const t = intelligencesText([{ grade: g, ids }], "other");
        expect(t).toMatch(
          ids.length === 1 ? /^Su inteligencia \S+ destaca .* entre las suyas/ : /^Sus inteligencias .* destacan .* entre las suyas/,
        );
        expect(t).toContain(ids.length === 1 ? "esta carrera la usa." : "esta carrera las usa.");
        texts.push(t);
      }
    }
    texts.push(
      fieldsText(
        [
          { grade: "mucho", fields: ["salud"] },
          { grade: "bastante", fields: ["animales"] },
        ],
        "other",
      ),
      intelligencesText(
        [
          { grade: "mucho", ids: ["spatial"] },
          { grade: "bastante", ids: ["logical", "bodily"] },
        ],
        "other",
      ),
      typesText(
        [
          { grade: "mucho", types: ["R", "I"] },
          { grade: "bastante", types: ["C"] },
        ],
        riasecPlainOther,
        "other",
      ),
    );
    for (const [abilities, activities] of [
      [["Dibujo"], []],
      [[], ["Programar", "Dibujar"]],
      [["Dibujo", "Música", "Canto"], ["Dibujar"]],
    ] as [string[], string[]][]) {
      const t = picksText(abilities, activities, ["arte-visual", "musica", "tecnologia"], "other");
      expect(t).toMatch(/^Marcó «/);
      texts.push(t);
    }
    for (const k of ["above", "similar", "below", "missing"] as const)
      texts.push(incomeText(k, k === "missing" ? null : 2500, 2350, "other"));
    for (const v of workValueIds) texts.push(valueText(v, "other"));
    for (const t of texts) checkSpanish(t);
  });

  it("dice lo mismo con otras palabras", () => {
    expect(typesText([{ grade: "mucho", types: ["A"] }], riasecPlainOther, "other")).toBe(
      "Le gustan mucho las actividades de tipo Artístico (crear y expresarse): son importantes en el trabajo de quienes ejercen esta carrera.",
    );
    expect(
      fieldsText(
        [
          { grade: "mucho", fields: ["salud"] },
          { grade: "bastante", fields: ["animales"] },
        ],
        "other",
      ),
    ).toBe("Según sus respuestas, le interesa mucho la salud, y le interesan bastante los animales: de eso trata esta carrera.");
    expect(intelligencesText([{ grade: "mucho", ids: ["spatial"] }], "other")).toBe(
      "Su inteligencia espacial destaca mucho entre las suyas (imagina formas, espacios y recorridos con claridad): esta carrera la usa.",
    );
    expect(picksText(["Dibujo", "Música"], ["Dibujar"], ["arte-visual", "musica"], "other")).toBe(
      "Marcó «Dibujo» y «Música» entre sus habilidades y «Dibujar» entre sus actividades: esta carrera tiene que ver con las artes visuales y la música.",
    );
    expect(incomeText("below", 1800, 2350, "other")).toMatch(/^Ojo: puso «.+» entre sus prioridades y la mediana/);
    // The student's own words are unchanged.
    expect(typesText([{ grade: "mucho", types: ["A"] }], riasecPlain)).toContain("(crear y expresarte)");
    expect(valueText("helping")).toMatch(/^Pusiste «.+» entre tus prioridades/);
  });
});

describe("tabla de evidencia por carrera (data/career-evidence.csv)", () => {
  const row = (slug: string) => careerEvidence(slug)!;

  it("cada carrera del catálogo tiene su fila, con fuente, campos, inteligencias y sectores", () => {
    expect(careerEvidenceTable().size).toBe(careers.length);
    for (const c of careers) {
      const r = careerEvidence(c.slug);
      expect(r, c.slug).not.toBeNull();
      expect(r!.source).toMatch(/O\*NET|Sin ocupación O\*NET/);
      if (c.riasecCode) expect(r!.source).toContain(r!.onetSoc!.split(";")[0]);
      expect(r!.fields.length).toBeGreaterThan(0);
      expect(r!.intelligences.length).toBeGreaterThan(0);
      expect(r!.sectors.length).toBeGreaterThan(0);
      expect(r!.intelligenceBasis).not.toBe("");
      expect(r!.fieldBasis).not.toBe("");
    }
  });

  it("sin los pares falsos del informe", () => {
    for (const slug of [
      "artes-plasticas",
      "diseno-grafico",
      "literatura",
      "periodismo",
      "ciencias-de-la-comunicacion",
      "traduccion-e-interpretacion",
    ])
      expect(row(slug).intelligences, slug).not.toContain("musical");
    for (const slug of [
      "mecanica-automotriz",
      "mecanica-de-produccion",
      "electricidad-industrial",
      "mecatronica-industrial",
      "ingenieria-mecanica",
      "ingenieria-civil",
      "construccion-civil",
    ])
      expect(row(slug).intelligences, slug).not.toContain("naturalist");
    expect(row("secretariado-ejecutivo").fields).not.toContain("idiomas-turismo");
    expect(row("secretariado-ejecutivo").fields).not.toContain("idiomas");
    expect(row("mecanica-de-produccion").fields).not.toContain("construccion");
    for (const slug of ["educacion-inicial", "educacion-primaria", "educacion-secundaria", "educacion-fisica"])
      expect(row(slug).fields).not.toContain("cuidado");
    // Coaching schoolchildren is one statement about sport, not about teaching too.
    expect(interestsInstrument.items.find((i) => i.text.startsWith("Entrenar a un equipo"))!.fields).toEqual(["deporte"]);
    // Sectors are the career's own, not its area's.
    for (const slug of ["musica", "danza", "teatro"]) expect(row(slug).sectors.join(" "), slug).not.toMatch(/arquitectura/i);
    for (const slug of ["gastronomia", "gastronomia-cocina-tecnico", "guia-oficial-de-turismo"])
      expect(row(slug).sectors.join(" "), slug).not.toMatch(/banco/i);
    expect(row("medicina-veterinaria").sectors.join(" ")).not.toMatch(/MINSA|EsSalud/);
  });

  it("cada frase de intereses cuenta para un solo campo", () => {
    for (const item of interestsInstrument.items) expect(item.fields, item.text).toHaveLength(1);
  });

  it("una fila con un valor desconocido se rechaza diciendo la línea", () => {
    const header =
      "carrera,onet_soc,ocupacion_referencia,inteligencias,justificacion_inteligencias,campos,justificacion_campos,sectores,fuente\n";
    expect(() => parseCareerEvidence(`${header}Música,27-2042.00,Músicos,musical,x,cantar,x,Orquestas,O*NET\n`)).toThrow(
      /:2 .*campo desconocido «cantar»/,
    );
    expect(() => parseCareerEvidence(`${header}Música,27-2042.00,Músicos,auditiva,x,musica,x,Orquestas,O*NET\n`)).toThrow(
      /inteligencia desconocida/,
    );
    expect(
      parseCareerEvidence(`${header}Música,27-2042.00,Músicos,Musical;corporal-cinestesica,x,musica,x,Orquestas;academias,O*NET\n`).get(
        "musica",
      ),
    ).toMatchObject({
      intelligences: ["musical", "bodily"],
      sectors: ["Orquestas", "academias"],
    });
  });
});
