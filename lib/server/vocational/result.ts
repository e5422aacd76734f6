import "server-only";
import { desc, eq, isNotNull, and } from "drizzle-orm";
import {
  consistencyOf,
  differentiation,
  discardReasons,
  fieldScores,
  hollandCode,
  intelligencesInstrument,
  interestsInstrument,
  personalityInstrument,
  prizes,
  quickInterestItems,
  recommendedForResult,
  requiredForResult,
  scoreLikert,
  sectionByKey,
  valueScores,
  workValueIds,
  workValueScales,
  workValuesInstrument,
  type LikertInstrument,
  type RiasecProfile,
  type SectionKey,
  type WorkValueId,
} from "@/lib/content/vocational";
import { likertMeaning, rankedValueMeaning } from "@/lib/content/vocational/voice";
import type { CareerFilter, ResultDto, ScaleResult, SectionState } from "@/lib/contracts/vocational";
import { getDb } from "@/lib/db/client";
import { vocationalProcesses } from "@/lib/db/schema";
import { notFound } from "../http/errors";
import { careerFigures, careersAllowedByOfferings, institutionNames, rankableCareers } from "./careers";
import { catalogueIncomeMedian, interestProfile, rankCareers } from "./ranking";
import { currentProcessId, loadSections, ownedProcess } from "./process";

const SUGGESTIONS = 10;

function scaleResults(instrument: LikertInstrument, state: SectionState, itemIds?: Set<string>): ScaleResult[] | null {
  if (state.answered === 0) return null;
  const score = scoreLikert(instrument, state.answers as Record<string, number>, itemIds);
  return instrument.scales.map((s) => {
    const percent = score.scales[s.id].percent;
    return {
      id: s.id,
      name: s.name,
      percent,
      meaning: likertMeaning(s, percent),
    };
  });
}

const ref = (key: SectionKey) => ({ key, title: sectionByKey[key].title, path: sectionByKey[key].path });
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/** The result of a process: profiles, ranked careers with reasons, and what is missing. */
export async function buildResult(processId: string, sections: Record<SectionKey, SectionState>): Promise<ResultDto> {
  const interestsState = sections["professional-interest"];
  const mode = interestsState.mode;
  const missing = requiredForResult.filter((k) => sections[k].status !== "completed").map(ref);
  const recommended = recommendedForResult.filter((k) => sections[k].status !== "completed").map(ref);
  const quickIds = mode === "quick" ? new Set(quickInterestItems.map((i) => i.id)) : undefined;
  const interests = scaleResults(interestsInstrument, interestsState, quickIds);
  const personality = scaleResults(personalityInstrument, sections.personality);
  const intelligences =
    sections["multiple-intelligence"].status === "completed"
      ? scaleResults(intelligencesInstrument, sections["multiple-intelligence"])
      : null;
  const valuesState = sections["professional-values"];
  const ranking = (Array.isArray(valuesState.answers.ranking) ? valuesState.answers.ranking : []).filter((v): v is WorkValueId =>
    (workValueIds as readonly unknown[]).includes(v),
  );
  const legacyValues =
    !ranking.length && Object.keys(valuesState.answers).some((k) => (workValueIds as readonly string[]).includes(k))
      ? scaleResults(workValuesInstrument, valuesState)
      : null;
  const valueNumbers: Record<string, number> | null =
    valuesState.status === "completed" && ranking.length
      ? valueScores(ranking)
      : legacyValues
        ? Object.fromEntries(legacyValues.map((s) => [s.id, s.percent]))
        : null;
  const values: ScaleResult[] | null = ranking.length
    ? ranking.map((id, i) => {
        const scale = workValueScales.find((s) => s.id === id)!;
        return { id, name: scale.name, percent: valueScores(ranking)[id], meaning: rankedValueMeaning(scale, i + 1) };
      })
    : legacyValues;
  const topValues: WorkValueId[] = ranking.length
    ? ranking
    : legacyValues
      ? (legacyValues
          .filter((v) => v.percent >= 75)
          .sort((a, b) => b.percent - a.percent)
          .slice(0, 3)
          .map((v) => v.id) as WorkValueId[])
      : [];

  const discardAnswers = sections.discard.answers as Record<string, string | null>;
  const discardedIds = new Set(
    Object.entries(discardAnswers)
      .filter(([, r]) => r)
      .map(([id]) => Number(id)),
  );
  const all = await rankableCareers();
  const nameOf = new Map(all.map((c) => [c.id, c.name]));
  const discarded = [...discardedIds]
    .filter((id) => nameOf.has(id))
    .map((id) => ({
      careerId: id,
      name: nameOf.get(id)!,
      reason: discardReasons.find((r) => r.id === discardAnswers[String(id)])?.label ?? "",
    }));

  let suggestions: ResultDto["suggestions"] = [];
  let code: string | null = null;
  let diff: ResultDto["differentiation"] = null;
  const consistency = consistencyOf(personalityInstrument, sections.personality.answers as Record<string, number>);
  const interestConsistency = consistencyOf(interestsInstrument, interestsState.answers as Record<string, number>);
  if (missing.length === 0 && interests) {
    const base = Object.fromEntries(interests.map((s) => [s.id, s.percent])) as RiasecProfile;
    const d = differentiation(base);
    diff = { ...d, message: d.undifferentiated ? undifferentiatedMessage(d) : null };
    const picks = {
      abilities: ids(sections.abilities.answers.selected),
      qualities: ids(sections["unique-qualities"].answers.selected),
      activities: ids(sections["activities-of-interest"].answers.selected),
    };
    const profile = interestProfile(base, picks);
    code = hollandCode(base);
    const filter = sections["career-filter"].answers as CareerFilter;
    const ratings = new Map(
      Object.entries(sections.evaluate.answers)
        .filter(([, v]) => typeof v === "number")
        .map(([k, v]) => [Number(k), v as number]),
    );
    const ranked = rankCareers(
      {
        interests: profile,
        shownInterests: base,
        fields: fieldScores(interestsInstrument, interestsState.answers as Record<string, number>, quickIds),
        picks,
        intelligences: intelligences ? Object.fromEntries(intelligences.map((s) => [s.id, s.percent])) : null,
        values: valueNumbers,
        topValues,
        areasOfInterest: ids(sections["career-world"].answers.areas),
        ratings,
        filters: {
          levels: filter.levels,
          maxDurationYears: filter.maxDurationYears,
          areas: filter.areas,
          allowedIds: await careersAllowedByOfferings(filter),
        },
        discarded: discardedIds,
        undifferentiated: d.undifferentiated,
        catalogueIncomeMedian: catalogueIncomeMedian(all),
      },
      all,
    ).slice(0, SUGGESTIONS);
    const figures = await careerFigures(ranked.map((s) => s.careerId));
    suggestions = ranked.map((s) => ({ ...s, figures: figures.get(s.careerId) ?? null }));
  }

  const institutionIds = Array.isArray(sections.institution.answers.institutionIds)
    ? (sections.institution.answers.institutionIds as number[])
    : [];
  const decisionAnswers = sections["decision-time"].answers;
  const decisionCareer = typeof decisionAnswers.careerId === "number" ? decisionAnswers.careerId : null;
  const vocationText =
    typeof sections.vocation.answers.text === "string" && sections.vocation.answers.text.trim()
      ? sections.vocation.answers.text.trim()
      : null;
  return {
    processId,
    ready: missing.length === 0,
    missing,
    recommended,
    mode,
    hollandCode: code,
    differentiation: diff,
    consistency:
      consistency.ok && interestConsistency.ok
        ? null
        : {
            message: !interestConsistency.ok
              ? "Diste la misma respuesta a casi todas las actividades de intereses. Si fue sin querer, revísalas: tu resultado será más útil."
              : `En ${consistency.contradictions} pares de frases de personalidad que dicen lo contrario, respondiste lo mismo en ambas. Puede pasar al responder rápido; si quieres, revísalas.`,
            reviewPath: !interestConsistency.ok ? sectionByKey["professional-interest"].path : sectionByKey.personality.path,
            items: consistency.pairs.flat(),
          },
    interests,
    personality: sections.personality.status === "completed" ? personality : null,
    intelligences,
    values,
    suggestions,
    discarded,
    institutions: await institutionNames(institutionIds),
    decision:
      decisionCareer || typeof decisionAnswers.confidence === "number"
        ? {
            careerId: decisionCareer,
            careerName: decisionCareer ? (nameOf.get(decisionCareer) ?? null) : null,
            confidence: typeof decisionAnswers.confidence === "number" ? decisionAnswers.confidence : null,
          }
        : null,
    vocation: vocationText,
    prizes: prizes
      .filter((p) => p.needs.every((k) => sections[k].status === "completed"))
      .map(({ id, title, description }) => ({ id, title, description })),
  };
}

function undifferentiatedMessage(d: { spread: number; top: number }): string {
  return d.top < 50
    ? "Por ahora ninguna actividad te atrae mucho: tus intereses salieron bajos y parejos. Es común y no significa que no tengas vocación."
    : "Tus intereses salieron muy parejos: te gustan por igual actividades muy distintas. Es común y no significa que no tengas vocación.";
}

export async function getResult(userId: string, processId: string): Promise<ResultDto> {
  await ownedProcess(userId, processId);
  return buildResult(processId, await loadSections(processId));
}

/** `GET /progress/result`: the result of the current process. */
export async function getCurrentResult(userId: string): Promise<ResultDto> {
  return getResult(userId, await currentProcessId(userId));
}

/** `GET /last-result`: the latest process with a result (finished first), or 404 when none. */
export async function getLastResult(userId: string): Promise<ResultDto> {
  const db = await getDb();
  const [finished] = await db
    .select({ id: vocationalProcesses.id })
    .from(vocationalProcesses)
    .where(and(eq(vocationalProcesses.userId, userId), isNotNull(vocationalProcesses.completedAt)))
    .orderBy(desc(vocationalProcesses.completedAt))
    .limit(1);
  const id = finished?.id ?? (await currentProcessId(userId));
  const result = await getResult(userId, id);
  if (!result.ready) throw notFound("Aún no tienes un resultado: completa tus intereses profesionales.");
  return result;
}
