import "server-only";
import {
  abilityOptions,
  activityOptions,
  correlation,
  qualityOptions,
  riasecTypes,
  type FieldId,
  type IntelligenceId,
  type RiasecProfile,
  type RiasecType,
  type TypedChoice,
  type WorkValueId,
} from "@/lib/content/vocational";
import { careerEvidence } from "@/lib/content/vocational/career-evidence";
import { buildReasons, studentEvidence, type EvidenceCounts, type ReasonTrace } from "./reasons";

/*
 * The ranking of careers for a student. Every
 * weight is here, documented; the reasons a suggestion gives come from reasons.ts, from
 * the career's evidence row (data/career-evidence.csv) and the student's answers against her own mean.
 *
 * score = weighted mean of the components the student answered:
 *   interests 0.40  — how the student's RIASEC profile matches the career's O*NET profile: half
 *                     shape (correlation), half level (her interest in the career's dominant types);
 *   fields    0.30  — content fit (contentFit): her interest in the career's content fields
 *                     (items, +25 per ability or activity of the field) above or below her own
 *                     mean; a field she rated low counts against the careers built on it. Since
 *                     v3.1 each statement counts with half of her level on its own type taken
 *                     out (FIELD_TYPE_SHARE, fieldScoresWithinType): the interest fit already
 *                     carries her types, the fields say what she likes within and across them;
 *   intelligences 0.10 — strengthFit: the intelligences the career uses (evidence row) against her
 *                     mean; careers without a row read them as RIASEC through a balanced map;
 *   values    0.10  — read as RIASEC through a balanced map (below);
 *   areas     0.10  — she ticked the career's area;
 * then ± 0.04 per point of her own rating of the career above or below 3 (1–5), her filters and
 * discards. Quick mode has interests and fields (0.57 / 0.43 after normalising), and since v3.3 its
 * two choice steps: the areas she ticked (0.40 / 0.30 / 0.10 of 0.80) and the activities she
 * picked (in the fields and, +3 each, in the types), read exactly as in the full test.
 * An undifferentiated interest profile caps the affinity at UNDIFFERENTIATED_CAP, careless answers
 * at CARELESS_CAP; the order always comes from the uncapped score.
 */
export const WEIGHTS = { interests: 0.4, fields: 0.3, intelligences: 0.1, values: 0.1, areas: 0.1 } as const;
export const RATING_STEP = 0.04;
/** The version of this ranking, carried in each result so that field feedback can be split by it. */
/**
 * v3.2: same weights as v3.1; the quick mode's adaptive statements are chosen fields
 * first (adaptive.ts), so the same 30 answers can be scored with other extra statements.
 * v3.3: the quick mode asks «mundo de carreras» and «actividades» after its statements;
 * a picked ability or activity counts one step of the scale (25 points) on its field instead of
 * 12, and the activities cover every field of the evidence table (eight new options, choices.ts).
 */
export const RANKING_VERSION = "v3.3";
/** Weights of a career's fields in the content fit, most characteristic first. */
export const FIELD_ORDER_WEIGHTS = [0.5, 0.3, 0.2] as const;
/**
 * Share of her level on a statement's own type taken out of its field score for the content fit
 * (v3.1). 0 counts her type twice (interest fit and fields: every field of a type she likes reads
 * high, so careers of that type tie on content); 1 leaves only what she likes beyond her type. Half
 * keeps both signals; recovery and held-out figures are flat between 0.3 and 0.7.
 */
export const FIELD_TYPE_SHARE = 0.5;
/** How strongly a field's distance from her mean moves the content fit (1: 50 points = the whole 0–1 range). */
export const FIELD_GAIN = 1;
export const UNDIFFERENTIATED_CAP = 60;
/** Answers that look careless (all the same, or agreement with opposite statements) cap the affinity lower. */
export const CARELESS_CAP = 50;
/** Points added to a type (and to a field) per ability or activity picked; the type bonus is capped. */
export const PICK_TYPE_POINTS = 3;
export const PICK_TYPE_CAP = 10;
/** One step of the 1–5 scale on 0–100 (v3.3; 12 before): a pick is her choice among options, worth one answer a step higher. */
export const PICK_FIELD_POINTS = 25;

/**
 * Intelligence → interest types. Each row sums to 1 (every intelligence counts the same) and each
 * column sums to 4/3 (every type receives the same total), so an all-equal student leans nowhere.
 */
export const intelligenceToRiasec: Record<IntelligenceId, Partial<RiasecProfile>> = {
  linguistic: { A: 1 / 3, E: 2 / 3 },
  logical: { I: 0.5, C: 0.5 },
  spatial: { R: 0.5, A: 1 / 6, C: 1 / 3 },
  bodily: { R: 2 / 3, S: 1 / 3 },
  musical: { A: 5 / 6, E: 1 / 6 },
  interpersonal: { S: 2 / 3, E: 1 / 3 },
  intrapersonal: { I: 1 / 3, S: 1 / 3, E: 1 / 6, C: 1 / 6 },
  naturalist: { R: 1 / 6, I: 0.5, C: 1 / 3 },
};

/**
 * Work value → interest types. Each row sums to 1 and each column to 1.5: Realistic gets
 * «resultados concretos» and half of «independencia», as O*NET's Realistic occupations score
 * high on Achievement and Independence.
 */
export const valueToRiasec: Record<WorkValueId, Partial<RiasecProfile>> = {
  helping: { S: 1 },
  income: { E: 0.5, C: 0.5 },
  independence: { R: 0.5, A: 0.5 },
  creativity: { A: 1 },
  stability: { C: 1 },
  prestige: { E: 0.5, I: 0.5 },
  learning: { I: 1 },
  teamwork: { S: 0.5, E: 0.5 },
  achievement: { R: 1 },
};

export type CareerForRanking = {
  id: number;
  slug: string;
  name: string;
  area: string;
  level: "universitaria" | "tecnica";
  durationYears: number | null;
  riasec: RiasecProfile | null;
  riasecCode: string | null;
  incomeMedian: number | null;
};

export type CareerFilters = {
  levels?: ("universitaria" | "tecnica")[];
  maxDurationYears?: number | null;
  areas?: string[];
  /** Career ids allowed by filters that need the database (region, cost, institution type). */
  allowedIds?: ReadonlySet<number> | null;
};

export type RankingInput = {
  /** Interest profile from the items, 0–100 per type (nudged by the picks: interestProfile). */
  interests: RiasecProfile;
  /** The profile as the result page shows it (before the picks' nudge); reasons cite types from it. */
  shownInterests?: RiasecProfile;
  /** Interest per content field from the items, 0–100 (fields without items are absent); reasons cite these. */
  fields?: Partial<Record<FieldId, number>>;
  /** The same fields beyond her type level (fieldScoresWithinType), for the content fit; `fields` when absent. */
  contentFields?: Partial<Record<FieldId, number>>;
  picks?: { abilities?: string[]; qualities?: string[]; activities?: string[] };
  intelligences?: Partial<Record<IntelligenceId, number>> | null;
  /** Values, 0–100 each (from the ranking: 100, 85, 70 for the top 3, 30 the rest). */
  values?: Partial<Record<WorkValueId, number>> | null;
  /** The values she put in her top 3, in order. */
  topValues?: WorkValueId[];
  areasOfInterest?: string[];
  /** Her own ratings of careers, 1–5, by career id. */
  ratings?: ReadonlyMap<number, number>;
  filters?: CareerFilters;
  discarded?: ReadonlySet<number>;
  undifferentiated?: boolean;
  /** The answered statements behind each type, field and intelligence: a reason's grade word follows them (reasons.ts EVIDENCE). */
  evidenceCounts?: EvidenceCounts;
  /** Her answers look careless (scoring.ts consistencyOf): affinities are capped at CARELESS_CAP. */
  careless?: boolean;
  /** The median of the careers' median incomes (soles), for «buenos ingresos». */
  catalogueIncomeMedian?: number | null;
};

/** What a reason cites, so that tests can check each citation against the career's data. */
export type Citations = { types: RiasecType[]; fields: FieldId[]; intelligences: IntelligenceId[]; values: WorkValueId[] };

export type Suggestion = {
  careerId: number;
  slug: string;
  name: string;
  area: string;
  level: "universitaria" | "tecnica";
  riasecCode: string | null;
  /** 0–100, higher is a better fit (capped when the profile is undifferentiated). */
  score: number;
  /** Interest fit alone, 0–100. */
  interestFit: number;
  reasons: string[];
  /** The same reasons said in the third person, for a parent, a counsellor or /r/{id}. */
  reasonsOther: string[];
  /** For each reason, the rule and the facts that produced it (reasons.ts); not shown. */
  trace: ReasonTrace[];
  citations: Citations;
};

const vector = (p: RiasecProfile) => riasecTypes.map((t) => p[t]);
const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** The letters of a career's code (its O*NET high-point code). */
export const codeTypes = (career: Pick<CareerForRanking, "riasecCode">): RiasecType[] =>
  (career.riasecCode ?? "").split("").filter((c): c is RiasecType => (riasecTypes as readonly string[]).includes(c));

/** How much each type counts for a career: its O*NET score above the career's own mean, normalised. */
export function careerTypeWeights(riasec: RiasecProfile): RiasecProfile {
  const mean = riasecTypes.reduce((s, t) => s + riasec[t], 0) / 6;
  const raw = riasecTypes.map((t) => Math.max(0, riasec[t] - mean));
  const total = raw.reduce((s, v) => s + v, 0) || 1;
  return Object.fromEntries(riasecTypes.map((t, i) => [t, raw[i] / total])) as RiasecProfile;
}

/** A map (intelligence or value → types) applied to scores: a mean per type on 0–100. */
export function throughMap<K extends string>(scores: Partial<Record<K, number>>, map: Record<K, Partial<RiasecProfile>>): RiasecProfile {
  const sum: RiasecProfile = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  const weight: RiasecProfile = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const [k, score] of Object.entries(scores) as [K, number][]) {
    if (typeof score !== "number") continue;
    for (const [t, w] of Object.entries(map[k] ?? {}) as [RiasecType, number][]) {
      sum[t] += w * score;
      weight[t] += w;
    }
  }
  return Object.fromEntries(riasecTypes.map((t) => [t, weight[t] ? sum[t] / weight[t] : 50])) as RiasecProfile;
}

/** Types of a map's key that the career's code uses (the key's weight on the code's letters ≥ 0.5). */
export function usedBy<K extends string>(map: Record<K, Partial<RiasecProfile>>, key: K, code: RiasecType[]): boolean {
  return code.reduce((s, t) => s + (map[key]?.[t] ?? 0), 0) >= 0.5;
}

/** The profile nudged by the picks: +3 per ability, quality or activity of a type, at most +10. */
export function interestProfile(base: RiasecProfile, picks: RankingInput["picks"] = {}): RiasecProfile {
  const bonus: RiasecProfile = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  const add = (ids: string[] | undefined, options: TypedChoice[]) => {
    for (const id of ids ?? []) {
      const option = options.find((o) => o.id === id);
      if (option) bonus[option.type] += PICK_TYPE_POINTS;
    }
  };
  add(picks.abilities, abilityOptions);
  add(picks.qualities, qualityOptions);
  add(picks.activities, activityOptions);
  const out = { ...base };
  for (const t of riasecTypes) out[t] = Math.min(100, out[t] + Math.min(PICK_TYPE_CAP, bonus[t]));
  return out;
}

/** Field interest from the items, plus PICK_FIELD_POINTS (25) per ability or activity of that field. */
export function studentFields(input: Pick<RankingInput, "fields" | "contentFields" | "picks" | "interests">): {
  scores: Partial<Record<FieldId, number>>;
  picked: Set<FieldId>;
} {
  const base = riasecTypes.reduce((s, t) => s + input.interests[t], 0) / 6;
  const scores: Partial<Record<FieldId, number>> = { ...(input.contentFields ?? input.fields ?? {}) };
  const picked = new Set<FieldId>();
  const add = (ids: string[] | undefined, options: TypedChoice[]) => {
    for (const id of ids ?? []) {
      for (const f of options.find((o) => o.id === id)?.fields ?? []) {
        picked.add(f);
        scores[f] = Math.min(100, (scores[f] ?? base) + PICK_FIELD_POINTS);
      }
    }
  };
  add(input.picks?.abilities, abilityOptions);
  add(input.picks?.activities, activityOptions);
  return { scores, picked };
}

/** Plain-words description of each interest type, used wherever a type is named. */
export const riasecPlain: Record<RiasecType, string> = {
  R: "trabajar con las manos, herramientas, máquinas, plantas o animales",
  I: "investigar y entender cómo funcionan las cosas",
  A: "crear y expresarte",
  S: "ayudar, enseñar y cuidar a personas",
  E: "liderar, convencer y emprender",
  C: "ordenar, registrar y trabajar con datos",
};
/** `riasecPlain` as said of someone else (a parent, a counsellor, /r/{id}). */
export const riasecPlainOther: Record<RiasecType, string> = { ...riasecPlain, A: "crear y expresarse" };

/**
 * Content fit (ranking v3): how far above or below her own mean interest (the mean of her six type
 * scores, i.e. of all her answers) the student rated the career's fields (first field 0.5, then 0.3, 0.2; fields she was not asked about are left out
 * and the weights renormalised). 0.5 = the career's content is as interesting to her as her
 * average; a field she rated low pulls its careers down, one she rated high lifts them. Relative
 * to her own mean, so a student who agrees with everything is read by her differences.
 * Null when none of the career's fields was measured.
 */
export function contentFit(careerFields: readonly FieldId[], scores: Partial<Record<FieldId, number>>, mean: number): number | null {
  let dev = 0;
  let wsum = 0;
  careerFields.forEach((f, i) => {
    const score = scores[f];
    const w = FIELD_ORDER_WEIGHTS[i] ?? 0;
    if (score === undefined || !w) return;
    dev += w * (score - mean);
    wsum += w;
  });
  if (!wsum) return null;
  return clamp01(0.5 + (FIELD_GAIN * dev) / wsum / 100);
}

/**
 * Intelligence fit (ranking v3): how far above or below her own mean the student rated the
 * intelligences the career really uses (its evidence row), 0.5 = as her average. A career without
 * evidence falls back to the intelligences read as interest types (intelligenceToRiasec).
 */
export function strengthFit(used: readonly IntelligenceId[], scores: Partial<Record<IntelligenceId, number>>): number | null {
  const all = Object.values(scores).filter((v): v is number => typeof v === "number");
  const mine = used.map((i) => scores[i]).filter((v): v is number => typeof v === "number");
  if (!all.length || !mine.length) return null;
  const mean = all.reduce((a, b) => a + b, 0) / all.length;
  return clamp01(0.5 + (mine.reduce((a, b) => a + b, 0) / mine.length - mean) / 100);
}

export function rankCareers(input: RankingInput, careers: CareerForRanking[]): Suggestion[] {
  const student = input.interests;
  const fields = studentFields(input);
  // Her own mean interest (over all her answers) is the reference of the content fit.
  const fieldMean = riasecTypes.reduce((s, t) => s + (input.shownInterests ?? student)[t], 0) / 6;
  const intel =
    input.intelligences && Object.keys(input.intelligences).length ? throughMap(input.intelligences, intelligenceToRiasec) : null;
  const values = input.values && Object.keys(input.values).length ? throughMap(input.values, valueToRiasec) : null;
  const areas = new Set(input.areasOfInterest ?? []);
  const f = input.filters ?? {};
  const evidence = studentEvidence({
    interests: input.shownInterests ?? input.interests,
    fields: input.fields,
    intelligences: input.intelligences,
    picks: input.picks,
    topValues: input.topValues,
    areasOfInterest: input.areasOfInterest,
    counts: input.evidenceCounts,
  });
  const out: Suggestion[] = [];
  // The order comes from the uncapped fit: a cap (flat profile, careless answers) lowers what is shown, not the order.
  const fit = new Map<number, number>();
  for (const career of careers) {
    if (!career.riasec) continue;
    if (input.discarded?.has(career.id)) continue;
    if (f.levels?.length && !f.levels.includes(career.level)) continue;
    if (f.maxDurationYears && career.durationYears && career.durationYears > f.maxDurationYears) continue;
    if (f.areas?.length && !f.areas.includes(career.area)) continue;
    if (f.allowedIds && !f.allowedIds.has(career.id)) continue;
    const weights = careerTypeWeights(career.riasec);
    const shape = (correlation(vector(student), vector(career.riasec)) + 1) / 2;
    const level = riasecTypes.reduce((s, t) => s + weights[t] * student[t], 0) / 100;
    const interestFit = 0.5 * shape + 0.5 * level;

    let total = WEIGHTS.interests * interestFit;
    let weight: number = WEIGHTS.interests;
    const row = careerEvidence(career.slug);
    const cFields = row?.fields ?? [];
    const fieldFit = contentFit(cFields, fields.scores, fieldMean);
    if (fieldFit !== null) {
      total += WEIGHTS.fields * fieldFit;
      weight += WEIGHTS.fields;
    }
    if (intel) {
      const own = input.intelligences && row?.intelligences.length ? strengthFit(row.intelligences, input.intelligences) : null;
      total += WEIGHTS.intelligences * (own ?? riasecTypes.reduce((s, t) => s + weights[t] * intel[t], 0) / 100);
      weight += WEIGHTS.intelligences;
    }
    const wantsIncome = input.topValues?.includes("income") ?? false;
    const median = input.catalogueIncomeMedian ?? null;
    if (values) {
      let valueFit = riasecTypes.reduce((s, t) => s + weights[t] * values[t], 0) / 100;
      if (wantsIncome && median && career.incomeMedian) valueFit += career.incomeMedian > median ? 0.1 : -0.05;
      total += WEIGHTS.values * clamp01(valueFit);
      weight += WEIGHTS.values;
    }
    if (areas.size) {
      total += WEIGHTS.areas * (areas.has(career.area) ? 1 : 0);
      weight += WEIGHTS.areas;
    }
    let score = total / weight;
    const rating = input.ratings?.get(career.id);
    if (rating) score += (rating - 3) * RATING_STEP;
    fit.set(career.id, score);
    let pct = Math.round(clamp01(score) * 100);
    if (input.undifferentiated) pct = Math.min(UNDIFFERENTIATED_CAP, pct);
    if (input.careless) pct = Math.min(CARELESS_CAP, pct);

    // Reasons: from the career's evidence row and the student's answers against her own mean.
    const code = codeTypes(career);
    const reasons = buildReasons(
      evidence,
      { name: career.name, area: career.area, code, riasec: career.riasec, incomeMedian: career.incomeMedian, evidence: row },
      {
        catalogueIncomeMedian: median,
        undifferentiated: input.undifferentiated ?? false,
        rating,
        shape,
        valueFits: (v, types) => usedBy(valueToRiasec, v, types),
      },
      riasecPlain,
      riasecPlainOther,
    );
    const cited = (kind: string) => [...new Set(reasons.flatMap((r) => r.trace.facts.filter((f) => f.kind === kind).map((f) => f.id)))];
    const citations: Citations = {
      types: cited("type") as RiasecType[],
      fields: cited("field") as FieldId[],
      intelligences: cited("intelligence") as IntelligenceId[],
      values: [...(reasons.some((r) => r.trace.rule === "income-above") ? ["income" as const] : []), ...(cited("value") as WorkValueId[])],
    };
    out.push({
      careerId: career.id,
      slug: career.slug,
      name: career.name,
      area: career.area,
      level: career.level,
      riasecCode: career.riasecCode,
      score: pct,
      interestFit: Math.round(interestFit * 100),
      reasons: reasons.map((r) => r.text),
      reasonsOther: reasons.map((r) => r.other),
      trace: reasons.map((r) => r.trace),
      citations,
    });
  }
  return out.sort(
    (a, b) => fit.get(b.careerId)! - fit.get(a.careerId)! || b.interestFit - a.interestFit || a.name.localeCompare(b.name, "es"),
  );
}

/** The median of the careers' median incomes. */
export function catalogueIncomeMedian(careers: Pick<CareerForRanking, "incomeMedian">[]): number | null {
  const list = careers
    .map((c) => c.incomeMedian)
    .filter((v): v is number => typeof v === "number")
    .sort((a, b) => a - b);
  if (!list.length) return null;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : Math.round((list[mid - 1] + list[mid]) / 2);
}
