import { abilityOptions, activityOptions, qualityOptions, type TypedChoice } from "./choices";
import { intelligenceScales, type IntelligenceId } from "./intelligences";
import { riasecNames } from "./interests";
import { workValueScales, type WorkValueId } from "./work-values";
import { riasecTypes, type LikertInstrument, type RiasecProfile, type RiasecType } from "./types";

/** Answers of a rated instrument: item id → 1..5. */
export type LikertAnswers = Record<string, number | null | undefined>;

export type ScaleScore = {
  /** Mean of the keyed answers, 1–5. */
  mean: number;
  /** The mean on 0–100: 0 = lowest possible, 100 = highest. */
  percent: number;
  answered: number;
  total: number;
};

export type InstrumentScore<S extends string = string> = {
  scales: Record<S, ScaleScore>;
  answered: number;
  total: number;
  complete: boolean;
};

const isRating = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 5;

/** Applies the item's key: a reverse-keyed item (key -1) counts 6 − answer. */
export const keyed = (value: number, key: 1 | -1) => (key === -1 ? 6 - value : value);

/**
 * Scores a rated instrument: mean of the keyed answers per scale, and that mean on 0–100.
 * `itemIds` restricts the items (the quick mode); a scale without answers scores 50 (unknown).
 */
export function scoreLikert<S extends string>(instrument: LikertInstrument<S>, answers: LikertAnswers, itemIds?: ReadonlySet<string>): InstrumentScore<S> {
  const items = itemIds ? instrument.items.filter((i) => itemIds.has(i.id)) : instrument.items;
  const sums = {} as Record<S, { sum: number; n: number; total: number }>;
  for (const scale of instrument.scales) sums[scale.id] = { sum: 0, n: 0, total: 0 };
  let answered = 0;
  for (const item of items) {
    const bucket = sums[item.scale];
    bucket.total++;
    const value = answers[item.id];
    if (!isRating(value)) continue;
    bucket.sum += keyed(value, item.key);
    bucket.n++;
    answered++;
  }
  const scales = {} as Record<S, ScaleScore>;
  for (const [id, b] of Object.entries(sums) as [S, { sum: number; n: number; total: number }][]) {
    const mean = b.n ? b.sum / b.n : 3;
    scales[id] = { mean: round(mean, 2), percent: Math.round(((mean - 1) / 4) * 100), answered: b.n, total: b.total };
  }
  return { scales, answered, total: items.length, complete: answered === items.length };
}

export const percents = <S extends string>(score: InstrumentScore<S>): Record<S, number> =>
  Object.fromEntries(Object.entries(score.scales).map(([k, v]) => [k, (v as ScaleScore).percent])) as Record<S, number>;

/**
 * The RIASEC profile (0–100) from the interest items, nudged by what the student picked as
 * abilities, qualities and free-time activities (+3 points per pick of a type, at most +10).
 */
export function interestProfile(interestPercents: RiasecProfile, picks: { abilities?: string[]; qualities?: string[]; activities?: string[] } = {}): RiasecProfile {
  const bonus: RiasecProfile = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  const add = (ids: string[] | undefined, options: TypedChoice[]) => {
    for (const id of ids ?? []) {
      const option = options.find((o) => o.id === id);
      if (option) bonus[option.type] += 3;
    }
  };
  add(picks.abilities, abilityOptions);
  add(picks.qualities, qualityOptions);
  add(picks.activities, activityOptions);
  const out = { ...interestPercents };
  for (const t of riasecTypes) out[t] = Math.min(100, out[t] + Math.min(10, bonus[t]));
  return out;
}

/** The student's strongest types, highest first (ties keep R-I-A-S-E-C order). */
export function topTypes(profile: RiasecProfile, n = 2): RiasecType[] {
  return [...riasecTypes].sort((a, b) => profile[b] - profile[a]).slice(0, n);
}

export function hollandCode(profile: RiasecProfile): string {
  return topTypes(profile, 3).join("");
}

/** Pearson correlation; 0 when either side is flat. */
export function correlation(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    num += (a[i] - ma) * (b[i] - mb);
    da += (a[i] - ma) ** 2;
    db += (b[i] - mb) ** 2;
  }
  if (da === 0 || db === 0) return 0;
  return num / Math.sqrt(da * db);
}

const vector = (p: RiasecProfile) => riasecTypes.map((t) => p[t]);

/** How each intelligence relates to the interest types (used to read intelligences as RIASEC). */
export const intelligenceToRiasec: Record<IntelligenceId, Partial<RiasecProfile>> = {
  linguistic: { A: 0.5, S: 0.3, E: 0.2 },
  logical: { I: 0.6, C: 0.4 },
  spatial: { R: 0.5, A: 0.5 },
  bodily: { R: 0.8, S: 0.2 },
  musical: { A: 1 },
  interpersonal: { S: 0.6, E: 0.4 },
  intrapersonal: { S: 0.4, A: 0.3, I: 0.3 },
  naturalist: { I: 0.5, R: 0.5 },
};

/** How each work value relates to the interest types (income and prestige also read the career's income). */
export const valueToRiasec: Record<WorkValueId, Partial<RiasecProfile>> = {
  helping: { S: 1 },
  income: { E: 0.5, C: 0.5 },
  independence: { E: 0.5, A: 0.5 },
  creativity: { A: 1 },
  stability: { C: 1 },
  prestige: { E: 0.6, I: 0.4 },
  learning: { I: 1 },
  teamwork: { S: 0.6, E: 0.4 },
  balance: {},
};

function weighted<K extends string>(scores: Partial<Record<K, number>>, map: Record<K, Partial<RiasecProfile>>): RiasecProfile {
  const out: RiasecProfile = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const [k, score] of Object.entries(scores) as [K, number][]) {
    for (const [t, w] of Object.entries(map[k] ?? {}) as [RiasecType, number][]) out[t] += score * w;
  }
  return out;
}

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
  interests: RiasecProfile;
  intelligences?: Partial<Record<IntelligenceId, number>> | null;
  values?: Partial<Record<WorkValueId, number>> | null;
  /** Areas the student marked in the career world. */
  areasOfInterest?: string[];
  filters?: CareerFilters;
  discarded?: ReadonlySet<number>;
};

export type Suggestion = {
  careerId: number;
  slug: string;
  name: string;
  area: string;
  level: "universitaria" | "tecnica";
  riasecCode: string | null;
  /** 0–100, higher is a better fit. */
  score: number;
  /** Interest fit alone, 0–100. */
  interestFit: number;
  reasons: string[];
};

const round = (v: number, d = 0) => Math.round(v * 10 ** d) / 10 ** d;

const joinNames = (names: string[]) => (names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} y ${names[names.length - 1]}`);

function hasAny(values: Partial<Record<string, number>> | null | undefined): values is Partial<Record<string, number>> {
  return !!values && Object.keys(values).length > 0;
}

/**
 * Ranks catalogue careers for a student (DESIGN §7): the correlation between the student's
 * RIASEC profile and the career's O*NET profile (70 %), the same correlation read from her
 * intelligences (15 %) and her work values (15 %), a small bonus for areas she marked, then
 * her filters and discards. Careers without an O*NET profile cannot be placed and are left out.
 */
export function rankCareers(input: RankingInput, careers: CareerForRanking[]): Suggestion[] {
  const student = vector(input.interests);
  const top = topTypes(input.interests, 2);
  const intelProfile = hasAny(input.intelligences) ? weighted(input.intelligences, intelligenceToRiasec) : null;
  const valueProfile = hasAny(input.values) ? weighted(input.values, valueToRiasec) : null;
  const f = input.filters ?? {};
  const areas = new Set(input.areasOfInterest ?? []);
  const out: Suggestion[] = [];
  for (const career of careers) {
    if (!career.riasec) continue;
    if (input.discarded?.has(career.id)) continue;
    if (f.levels?.length && !f.levels.includes(career.level)) continue;
    if (f.maxDurationYears && career.durationYears && career.durationYears > f.maxDurationYears) continue;
    if (f.areas?.length && !f.areas.includes(career.area)) continue;
    if (f.allowedIds && !f.allowedIds.has(career.id)) continue;
    const cv = vector(career.riasec);
    const interestFit = (correlation(student, cv) + 1) / 2;
    let weight = 0.7;
    let total = 0.7 * interestFit;
    let intelFit = 0;
    if (intelProfile) {
      intelFit = (correlation(vector(intelProfile), cv) + 1) / 2;
      total += 0.15 * intelFit;
      weight += 0.15;
    }
    let valueFit = 0;
    if (valueProfile && input.values) {
      valueFit = (correlation(vector(valueProfile), cv) + 1) / 2;
      const wantsIncome = ((input.values.income ?? 0) + (input.values.prestige ?? 0)) / 2;
      if (wantsIncome >= 75 && (career.incomeMedian ?? 0) >= 3000) valueFit = Math.min(1, valueFit + 0.1);
      total += 0.15 * valueFit;
      weight += 0.15;
    }
    let score = total / weight;
    if (areas.has(career.area)) score = Math.min(1, score + 0.05);
    out.push({
      careerId: career.id,
      slug: career.slug,
      name: career.name,
      area: career.area,
      level: career.level,
      riasecCode: career.riasecCode,
      score: Math.round(score * 100),
      interestFit: Math.round(interestFit * 100),
      reasons: explain(career, top, input, intelFit, valueFit, areas),
    });
  }
  return out.sort((a, b) => b.score - a.score || b.interestFit - a.interestFit || a.name.localeCompare(b.name, "es"));
}

function explain(
  career: CareerForRanking,
  top: RiasecType[],
  input: RankingInput,
  intelFit: number,
  valueFit: number,
  areas: Set<string>,
): string[] {
  const reasons: string[] = [];
  const careerTop = career.riasec ? topTypes(career.riasec, 3) : [];
  const code = career.riasecCode ?? careerTop.join("");
  const shared = top.filter((t) => careerTop.includes(t));
  const flat = Math.max(...vector(input.interests)) - Math.min(...vector(input.interests)) < 10;
  if (flat) {
    reasons.push("Tus intereses están muy parejos: esta carrera encaja tanto como otras; los demás resultados ayudan a decidir.");
  } else if (shared.length === 2) {
    reasons.push(`Porque tus intereses ${joinNames(shared.map((t) => riasecNames[t]))} coinciden con los de quienes ejercen esta carrera (código ${code}).`);
  } else if (shared.length === 1) {
    reasons.push(`Porque tu interés ${riasecNames[shared[0]]} es central en esta carrera (código ${code}).`);
  } else {
    reasons.push(`Porque tu perfil de intereses se parece al de esta carrera (código ${code}).`);
  }
  if (input.intelligences && intelFit >= 0.7 && careerTop.length) {
    const best = bestContributor(input.intelligences, intelligenceToRiasec, careerTop[0]);
    if (best) reasons.push(`Tu inteligencia ${intelligenceScales.find((s) => s.id === best)!.name.toLowerCase()} es una fortaleza para ella.`);
  }
  if (input.values && valueFit >= 0.7 && careerTop.length) {
    const best = bestContributor(input.values, valueToRiasec, careerTop[0]);
    if (best) reasons.push(`Valoras «${workValueScales.find((s) => s.id === best)!.name.toLowerCase()}», algo que esta carrera ofrece.`);
  }
  if (areas.has(career.area)) reasons.push(`Marcaste interés por el área de ${career.area}.`);
  return reasons;
}

function bestContributor<K extends string>(scores: Partial<Record<K, number>>, map: Record<K, Partial<RiasecProfile>>, type: RiasecType): K | null {
  let best: K | null = null;
  let bestValue = 0;
  for (const [k, score] of Object.entries(scores) as [K, number][]) {
    const w = map[k]?.[type] ?? 0;
    if (score >= 60 && w * score > bestValue) {
      best = k;
      bestValue = w * score;
    }
  }
  return best;
}

/** Reading-time estimate of a set of items, in minutes (8 s per rated item). */
export const SECONDS_PER_ITEM = 8;
export const minutesFor = (items: number, secondsPerItem = SECONDS_PER_ITEM) => round((items * secondsPerItem) / 60, 1);
