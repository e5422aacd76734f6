import { catalogueCareersForRanking } from "../support/catalogue-careers";
import { describe, expect, it } from "vitest";
import {
  correlation,
  describeCode,
  differentiation,
  durationSummary,
  fieldScores,
  hollandCode,
  intelligencesInstrument,
  interestsInstrument,
  percents,
  personalityInstrument,
  quickInterestItems,
  scoreLikert,
  sections,
  topTypes,
  workValuesInstrument,
  type LikertAnswers,
  type RiasecProfile,
  type RiasecType,
} from "@/lib/content/vocational";
import { testDuration } from "@/lib/content/site/test-overview";
import { careerEvidenceTable } from "@/lib/content/vocational/career-evidence";
import { rankCareers, type CareerForRanking } from "@/lib/server/vocational/ranking";

const careers: CareerForRanking[] = catalogueCareersForRanking();

/** Answers every interest item: `like` types get 5, the rest 1. */
function interestAnswers(like: RiasecType[], items = interestsInstrument.items): LikertAnswers {
  return Object.fromEntries(items.map((i) => [i.id, like.includes(i.scale) ? 5 : 1]));
}

const profileOf = (answers: LikertAnswers, quick = false) =>
  percents(scoreLikert(interestsInstrument, answers, quick ? new Set(quickInterestItems.map((i) => i.id)) : undefined)) as RiasecProfile;

describe("instrumentos", () => {
  it("tienen el tamaño que pide el diseño y ids únicos", () => {
    expect(interestsInstrument.items.length).toBe(54);
    for (const t of ["R", "I", "A", "S", "E", "C"]) {
      expect(interestsInstrument.items.filter((i) => i.scale === t).length).toBe(9);
      expect(quickInterestItems.filter((i) => i.scale === t).length).toBe(5);
    }
    expect(quickInterestItems.length).toBe(30);
    expect(personalityInstrument.items.length).toBeGreaterThanOrEqual(20);
    expect(personalityInstrument.items.some((i) => i.key === -1)).toBe(true);
    for (const s of intelligencesInstrument.scales) expect(intelligencesInstrument.items.filter((i) => i.scale === s.id).length).toBe(3);
    expect(workValuesInstrument.items.length).toBe(9);
    for (const inst of [interestsInstrument, personalityInstrument, intelligencesInstrument, workValuesInstrument]) {
      const ids = inst.items.map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("el test completo dura a lo más 25 minutos y el rápido a lo más 7, y el mapa suma lo mismo", () => {
    const d = durationSummary();
    expect(d.fullMinutes).toBeLessThanOrEqual(25);
    expect(d.quickMinutes).toBeLessThanOrEqual(7);
    const mapMinutes = sections.filter((s) => s.stage).reduce((sum, s) => sum + (s.minutes ?? 0), 0);
    expect(Math.abs(mapMinutes - d.fullMinutes)).toBeLessThanOrEqual(2);
    // The marketing pages state bounds («menos de 25», «menos de 7»): the section map stays within them.
    // The quick mode at most is 6,2 minutes (39 statements with its three reversed checks and the two
    // choice steps): under 7, which the page rounds up to «unos 7».
    expect(d.fullMinutes).toBeLessThan(testDuration.fullMaxMinutes);
    expect(d.quickMinutesExact).toBeLessThan(testDuration.quickMaxMinutes);
  });

  it("cada ítem de intereses pregunta por una sola actividad y tiene campo; cada campo de una carrera tiene dos frases en el test completo y una en el modo rápido", () => {
    for (const item of interestsInstrument.items) {
      expect(item.fields?.length).toBeGreaterThan(0);
      expect(item.text).not.toMatch(/,| o | u /);
    }
    // Every content field that some career is built on (data/career-evidence.csv) is asked in the
    // quick mode («sociedad» and «idiomas» had no statement), and at least twice in the
    // full test, so that one answer alone never decides a field there.
    const careerFields = new Set([...careerEvidenceTable().values()].flatMap((row) => row.fields));
    const count = (items: readonly { fields?: readonly string[] }[], f: string) => items.filter((i) => i.fields?.includes(f)).length;
    const missingQuick = [...careerFields].filter((f) => count(quickInterestItems, f) === 0);
    expect(missingQuick).toEqual([]);
    const singleFull = [...careerFields].filter((f) => count(interestsInstrument.items, f) < 2);
    // Four fields keep a single statement (the instrument has 9 per type): they are asked in the quick mode.
    expect(singleFull.sort()).toEqual(["agro", "ambiente", "animales", "debate"].sort());
  });
});

describe("puntajes", () => {
  it("todo «me gusta» en Realista da R como el tipo más alto, con 100", () => {
    const profile = profileOf(interestAnswers(["R"]));
    expect(topTypes(profile, 1)).toEqual(["R"]);
    expect(profile).toEqual({ R: 100, I: 0, A: 0, S: 0, E: 0, C: 0 });
  });

  it("el modo rápido puntúa las mismas seis escalas con sus 30 ítems", () => {
    const quick = scoreLikert(
      interestsInstrument,
      interestAnswers(["S", "A"], quickInterestItems),
      new Set(quickInterestItems.map((i) => i.id)),
    );
    expect(quick.complete).toBe(true);
    expect(quick.total).toBe(30);
    expect(hollandCode(percents(quick) as RiasecProfile)).toBe("A/S");
  });

  it("las claves inversas funcionan: estar muy de acuerdo con un ítem inverso baja el rasgo", () => {
    const items = personalityInstrument.items.filter((i) => i.scale === "C");
    const agreeAll = Object.fromEntries(items.map((i) => [i.id, 5]));
    const score = scoreLikert(personalityInstrument, agreeAll);
    const positives = items.filter((i) => i.key === 1).length;
    const expectedMean = (positives * 5 + (items.length - positives) * 1) / items.length;
    expect(score.scales.C.mean).toBeCloseTo(expectedMean, 2);
    const conscientious = Object.fromEntries(items.map((i) => [i.id, i.key === 1 ? 5 : 1]));
    expect(scoreLikert(personalityInstrument, conscientious).scales.C.percent).toBe(100);
    const careless = Object.fromEntries(items.map((i) => [i.id, i.key === 1 ? 1 : 5]));
    expect(scoreLikert(personalityInstrument, careless).scales.C.percent).toBe(0);
  });

  it("ignora respuestas fuera de escala y marca el instrumento incompleto", () => {
    const score = scoreLikert(interestsInstrument, { r1: 9, i1: 0, a1: 2.5, s1: 4 });
    expect(score.answered).toBe(1);
    expect(score.complete).toBe(false);
    expect(score.scales.S.mean).toBe(4);
    expect(score.scales.R.percent).toBe(50);
  });

  it("la correlación es 1 para perfiles proporcionales y 0 si uno es plano", () => {
    expect(correlation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(correlation([3, 3, 3], [1, 2, 3])).toBe(0);
  });
});

describe("diferenciación y código", () => {
  it("un perfil parejo o bajo es poco diferenciado y no tiene código", () => {
    expect(differentiation({ R: 50, I: 55, A: 45, S: 60, E: 50, C: 40 }).undifferentiated).toBe(true);
    expect(differentiation({ R: 10, I: 40, A: 20, S: 45, E: 0, C: 30 }).undifferentiated).toBe(true);
    expect(hollandCode({ R: 50, I: 55, A: 45, S: 60, E: 50, C: 40 })).toBeNull();
    expect(differentiation({ R: 10, I: 80, A: 20, S: 90, E: 0, C: 30 }).undifferentiated).toBe(false);
  });

  it("los empates se muestran juntos, sin inventar un orden", () => {
    expect(hollandCode({ R: 0, I: 98, A: 60, S: 100, E: 10, C: 20 })).toBe("I/SA");
    expect(hollandCode({ R: 0, I: 70, A: 60, S: 100, E: 58, C: 20 })).toBe("SI");
    expect(hollandCode({ R: 90, I: 20, A: 0, S: 10, E: 5, C: 50 })).toBe("RCI");
    expect(describeCode("I/SA")).toBe("Investigador y Social (empatados) y Artístico");
    expect(describeCode("SI")).toBe("Social e Investigador");
  });

  it("los campos se puntúan con los ítems que tratan de ellos", () => {
    const answers = Object.fromEntries(interestsInstrument.items.map((i) => [i.id, i.fields?.includes("musica") ? 5 : 1]));
    const f = fieldScores(interestsInstrument, answers);
    expect(f.musica).toBe(100);
    expect(f["arte-visual"]).toBe(0);
  });
});

describe("personas", () => {
  const topN = (like: RiasecType[], n = 10) => rankCareers({ interests: profileOf(interestAnswers(like)) }, careers).slice(0, n);

  it("una estudiante Social–Investigadora recibe carreras de salud y educación arriba", () => {
    const top = topN(["S", "I"]);
    const areas = top.map((s) => s.area);
    expect(areas.filter((a) => a === "ciencias de la salud").length).toBeGreaterThanOrEqual(3);
    expect(top.slice(0, 3).some((s) => s.area === "ciencias de la salud")).toBe(true);
    const top15 = topN(["S", "I"], 15);
    expect(top15.some((s) => s.area === "educación" || s.name === "Psicología")).toBe(true);
    expect(top[0].reasons[0]).toMatch(/Investigador y Social|Social|Investigador/);
  });

  it("un estudiante Realista–Investigador recibe ingenierías arriba", () => {
    const top = topN(["R", "I"], 5);
    expect(top.filter((s) => s.area === "ingeniería").length).toBeGreaterThanOrEqual(3);
    expect(top[0].area).toBe("ingeniería");
    expect(top[0].reasons[0]).toContain("Realista");
  });

  it("una estudiante Artística recibe arte y diseño arriba, y no ingenierías", () => {
    const top = topN(["A"], 5);
    expect(top.filter((s) => s.area === "arte y diseño" || s.area === "humanidades").length).toBeGreaterThanOrEqual(3);
    expect(top.some((s) => s.area === "ingeniería")).toBe(false);
  });

  it("un estudiante Emprendedor–Convencional recibe negocios arriba", () => {
    const top = topN(["E", "C"], 5);
    expect(top.filter((s) => s.area === "negocios").length).toBeGreaterThanOrEqual(3);
  });

  it("cada sugerencia explica por qué, en español", () => {
    for (const s of topN(["S", "I"], 20)) {
      expect(s.reasons.length).toBeGreaterThan(0);
      expect(s.reasons[0]).toMatch(/^(Te gusta|Según tus respuestas, te interesa|Marcaste|Tu perfil|Ninguna)/);
    }
  });

  it("una carrera descartada sale y entra la siguiente", () => {
    const interests = profileOf(interestAnswers(["R", "I"]));
    const before = rankCareers({ interests }, careers);
    const discarded = new Set([before[0].careerId]);
    const after = rankCareers({ interests, discarded }, careers);
    expect(after.map((s) => s.careerId)).not.toContain(before[0].careerId);
    expect(after.slice(0, 4).map((s) => s.careerId)).toEqual(before.slice(1, 5).map((s) => s.careerId));
  });

  it("los filtros de nivel, duración y área se respetan", () => {
    const interests = profileOf(interestAnswers(["R", "I"]));
    const tecnicas = rankCareers({ interests, filters: { levels: ["tecnica"] } }, careers);
    expect(tecnicas.length).toBeGreaterThan(0);
    expect(tecnicas.every((s) => s.level === "tecnica")).toBe(true);
    const cortas = rankCareers({ interests, filters: { maxDurationYears: 3 } }, careers);
    expect(cortas.every((s) => s.level === "tecnica")).toBe(true);
    const salud = rankCareers({ interests, filters: { areas: ["ciencias de la salud"] } }, careers);
    expect(salud.every((s) => s.area === "ciencias de la salud")).toBe(true);
  });

  it("las inteligencias y los valores mueven el orden y dan razones", () => {
    const interests = profileOf(interestAnswers(["S", "I"]));
    const plain = rankCareers({ interests }, careers);
    const helping = rankCareers(
      {
        interests,
        values: { helping: 100, learning: 85, teamwork: 70 },
        topValues: ["helping", "learning", "teamwork"],
        intelligences: { interpersonal: 100, logical: 25 },
      },
      careers,
    );
    expect(helping.map((s) => s.careerId)).not.toEqual(plain.map((s) => s.careerId));
    const reasons = helping
      .slice(0, 5)
      .flatMap((s) => s.reasons)
      .join(" ");
    expect(reasons).toMatch(/inteligencia interpersonal/);
    expect(reasons).toMatch(/ayudar a los demás/);
  });

  it("careers sin perfil O*NET no se sugieren", () => {
    const ids = rankCareers({ interests: profileOf(interestAnswers(["E"])) }, careers).map((s) => s.careerId);
    const without = careers.filter((c) => !c.riasec).map((c) => c.id);
    expect(without.length).toBe(2);
    for (const id of without) expect(ids).not.toContain(id);
  });
});
