import "server-only";
import {
  consistencyOf,
  differentiation,
  fieldCounts,
  fieldScores,
  fieldScoresWithinType,
  hollandCode,
  intelligencesInstrument,
  interestsCheckedInstrument,
  interestsInstrument,
  personalityInstrument,
  quickItemIds,
  scoreLikert,
  valueScores,
  workValueIds,
  workValueScales,
  workValuesInstrument,
  type Differentiation,
  type LikertInstrument,
  type RiasecProfile,
  type SectionKey,
  type WorkValueId,
} from "@/lib/content/vocational";
import { likertMeaning, rankedValueMeaning } from "@/lib/content/vocational/voice";
import type { CareerFilter, ScaleResult, SectionState } from "@/lib/contracts/vocational";
import { catalogueIncomeMedian, FIELD_TYPE_SHARE, interestProfile, rankCareers, type CareerForRanking, type Suggestion } from "./ranking";

/*
 * The pure core of a result: the student's answers (sections) and the catalogue in, profiles and
 * the whole ranked list out. buildResult (result.ts) wraps it with the database (catalogue,
 * offerings filter, figures); the recovery benchmark (bench/recovery.ts) calls it directly, so both
 * score a student through the same code.
 */

export function scaleResults(instrument: LikertInstrument, state: SectionState, itemIds?: Set<string>): ScaleResult[] | null {
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
/** How many statements of each scale she answered (the statements a scale's score rests on). */
function answeredPerScale(instrument: LikertInstrument, answers: Record<string, unknown>, itemIds?: Set<string>): Record<string, number> {
  const score = scoreLikert(instrument, answers as Record<string, number>, itemIds);
  return Object.fromEntries(Object.entries(score.scales).map(([k, v]) => [k, (v as { answered: number }).answered]));
}
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

export type ScoredSections = {
  interests: ScaleResult[] | null;
  intelligences: ScaleResult[] | null;
  values: ScaleResult[] | null;
  discardedIds: Set<number>;
  /** Null until the interests are answered. */
  profile: { base: RiasecProfile; differentiation: Differentiation; hollandCode: string | null } | null;
  consistency: ReturnType<typeof consistencyOf>;
  interestConsistency: ReturnType<typeof consistencyOf>;
  /** Every rankable career, best first (empty when `rank` is false or interests are missing). */
  ranked: Suggestion[];
};

/** The item ids a mode scores (the quick mode: its 30 items, plus the adaptive ones: adaptive.ts). */
export function scoredInterestIds(state: SectionState): Set<string> | undefined {
  if (state.mode !== "quick") return undefined;
  return quickItemIds(state.answers as Record<string, number>);
}

export function scoreSections(
  sections: Record<SectionKey, SectionState>,
  catalogue: CareerForRanking[],
  options: { rank: boolean; allowedIds?: ReadonlySet<number> | null },
): ScoredSections {
  const interestsState = sections["professional-interest"];
  const quickIds = scoredInterestIds(interestsState);
  const interests = scaleResults(interestsInstrument, interestsState, quickIds);
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
  const consistency = consistencyOf(personalityInstrument, sections.personality.answers as Record<string, number>);
  // The same rule as the personality's, on the interests with their reversed check statements (the quick mode asks them).
  const interestConsistency = consistencyOf(interestsCheckedInstrument, interestsState.answers as Record<string, number>);

  let profile: ScoredSections["profile"] = null;
  let ranked: Suggestion[] = [];
  if (interests) {
    const base = Object.fromEntries(interests.map((s) => [s.id, s.percent])) as RiasecProfile;
    const d = differentiation(base);
    profile = { base, differentiation: d, hollandCode: hollandCode(base) };
    if (options.rank) {
      const picks = {
        abilities: ids(sections.abilities.answers.selected),
        qualities: ids(sections["unique-qualities"].answers.selected),
        activities: ids(sections["activities-of-interest"].answers.selected),
      };
      const filter = sections["career-filter"].answers as CareerFilter;
      const ratings = new Map(
        Object.entries(sections.evaluate.answers)
          .filter(([, v]) => typeof v === "number")
          .map(([k, v]) => [Number(k), v as number]),
      );
      ranked = rankCareers(
        {
          interests: interestProfile(base, picks),
          shownInterests: base,
          fields: fieldScores(interestsInstrument, interestsState.answers as Record<string, number>, quickIds),
          contentFields: fieldScoresWithinType(
            interestsInstrument,
            interestsState.answers as Record<string, number>,
            quickIds,
            FIELD_TYPE_SHARE,
          ),
          picks,
          evidenceCounts: {
            types: answeredPerScale(interestsInstrument, interestsState.answers, quickIds),
            fields: fieldCounts(interestsInstrument, interestsState.answers as Record<string, number>, quickIds),
            intelligences: intelligences ? answeredPerScale(intelligencesInstrument, sections["multiple-intelligence"].answers) : undefined,
          },
          intelligences: intelligences ? Object.fromEntries(intelligences.map((s) => [s.id, s.percent])) : null,
          values: valueNumbers,
          topValues,
          areasOfInterest: ids(sections["career-world"].answers.areas),
          ratings,
          filters: {
            levels: filter.levels,
            maxDurationYears: filter.maxDurationYears,
            areas: filter.areas,
            allowedIds: options.allowedIds ?? null,
          },
          discarded: discardedIds,
          undifferentiated: d.undifferentiated,
          careless: !consistency.ok || !interestConsistency.ok,
          catalogueIncomeMedian: catalogueIncomeMedian(catalogue),
        },
        catalogue,
      );
    }
  }
  return { interests, intelligences, values, discardedIds, profile, consistency, interestConsistency, ranked };
}
