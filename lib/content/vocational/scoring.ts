import type { FieldId } from "./fields";
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
export function scoreLikert<S extends string>(
  instrument: LikertInstrument<S>,
  answers: LikertAnswers,
  itemIds?: ReadonlySet<string>,
): InstrumentScore<S> {
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

/** The student's strongest types, highest first (ties keep R-I-A-S-E-C order; see hollandCode). */
export function topTypes(profile: RiasecProfile, n = 2): RiasecType[] {
  return [...riasecTypes].sort((a, b) => profile[b] - profile[a]).slice(0, n);
}

/** Below this spread (max − min, 0–100) or this top score, the interests are undifferentiated. */
export const MIN_SPREAD = 25;
export const MIN_TOP = 50;
/** Two types closer than this are tied (the order between them is not meaningful). */
export const TIE_POINTS = 5;

export type Differentiation = { spread: number; top: number; mean: number; undifferentiated: boolean };

export function differentiation(profile: RiasecProfile): Differentiation {
  const v = riasecTypes.map((t) => profile[t]);
  const top = Math.max(...v);
  const spread = top - Math.min(...v);
  const mean = Math.round(v.reduce((s, x) => s + x, 0) / v.length);
  return { spread, top, mean, undifferentiated: spread < MIN_SPREAD || top < MIN_TOP };
}

/**
 * The Holland code: the three strongest types, highest first. Null when the profile is
 * undifferentiated. Tied types (closer than TIE_POINTS) are written together with "/" in
 * R-I-A-S-E-C order, and a tie at the third place drops it, so that no order is made up:
 * S 100, I 98, C 60, E 58 → "S/I".
 */
export function hollandCode(profile: RiasecProfile): string | null {
  if (differentiation(profile).undifferentiated) return null;
  const sorted = [...riasecTypes].sort((a, b) => profile[b] - profile[a]);
  const groups: RiasecType[][] = [];
  for (const t of sorted) {
    const last = groups[groups.length - 1];
    if (last && profile[last[last.length - 1]] - profile[t] < TIE_POINTS) last.push(t);
    else groups.push([t]);
  }
  const out: string[] = [];
  let count = 0;
  for (const g of groups) {
    if (count + g.length > 3) break;
    out.push([...g].sort((a, b) => riasecTypes.indexOf(a) - riasecTypes.indexOf(b)).join("/"));
    count += g.length;
  }
  return out.length ? out.join("") : null;
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

/**
 * Interest in each content field (0–100): the mean of the answered interest items about it.
 * Fields without items answered are left out (no evidence).
 */
export function fieldScores(
  instrument: LikertInstrument,
  answers: LikertAnswers,
  itemIds?: ReadonlySet<string>,
): Partial<Record<FieldId, number>> {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const item of instrument.items) {
    if (itemIds && !itemIds.has(item.id)) continue;
    const value = answers[item.id];
    if (!isRating(value)) continue;
    for (const f of item.fields ?? []) {
      const b = sums.get(f) ?? { sum: 0, n: 0 };
      b.sum += keyed(value, item.key);
      b.n++;
      sums.set(f, b);
    }
  }
  return Object.fromEntries([...sums].map(([f, b]) => [f, Math.round(((b.sum / b.n - 1) / 4) * 100)])) as Partial<Record<FieldId, number>>;
}

/** How many answered interest items each content field's score (fieldScores) rests on. */
export function fieldCounts(
  instrument: LikertInstrument,
  answers: LikertAnswers,
  itemIds?: ReadonlySet<string>,
): Partial<Record<FieldId, number>> {
  const counts: Partial<Record<FieldId, number>> = {};
  for (const item of instrument.items) {
    if (itemIds && !itemIds.has(item.id)) continue;
    if (!isRating(answers[item.id])) continue;
    for (const f of (item.fields ?? []) as FieldId[]) counts[f] = (counts[f] ?? 0) + 1;
  }
  return counts;
}

/**
 * Field scores for the ranking's content fit (ranking v3.1): each statement counts by how far her
 * answer is from her mean on the statement's own interest type, re-centred on her overall mean
 * (so 0–100 like fieldScores). A field then says what she likes *beyond* her type: a Realistic
 * student who answers every Realistic statement alike likes no Realistic field more than another,
 * and the interest fit (not the content fit) carries her type; a Social student who likes health
 * but not teaching rates teaching below her Social level, which counts against teaching careers.
 * `share` (0–1) is how much of the type level is taken out (1: all of it).
 */
export function fieldScoresWithinType(
  instrument: LikertInstrument,
  answers: LikertAnswers,
  itemIds: ReadonlySet<string> | undefined,
  share: number,
): Partial<Record<FieldId, number>> {
  const score = scoreLikert(instrument, answers, itemIds as ReadonlySet<string> | undefined);
  const typeMean = Object.fromEntries(Object.entries(score.scales).map(([k, v]) => [k, ((v as ScaleScore).mean - 1) / 4])) as Record<
    string,
    number
  >;
  const values = Object.values(typeMean);
  const overall = values.reduce((a, b) => a + b, 0) / (values.length || 1);
  const sums = new Map<string, { sum: number; n: number }>();
  for (const item of instrument.items) {
    if (itemIds && !itemIds.has(item.id)) continue;
    const value = answers[item.id];
    if (!isRating(value)) continue;
    const v = (keyed(value, item.key) - 1) / 4 - share * (typeMean[item.scale] - overall);
    for (const f of item.fields ?? []) {
      const b = sums.get(f) ?? { sum: 0, n: 0 };
      b.sum += v;
      b.n++;
      sums.set(f, b);
    }
  }
  return Object.fromEntries([...sums].map(([f, b]) => [f, Math.round((b.sum / b.n) * 100)])) as Partial<Record<FieldId, number>>;
}

export type Consistency = { contradictions: number; pairs: [string, string][]; straightLined: boolean; ok: boolean };

/**
 * Contradictory answers: agreeing (4–5) or disagreeing (1–2) with both items of a pair of the
 * same scale keyed in opposite directions. Three or more such pairs, or the same answer to every
 * item of a long instrument, suggest answering without reading; the student is told kindly.
 */
export function consistencyOf(instrument: LikertInstrument, answers: LikertAnswers): Consistency {
  const pairs: [string, string][] = [];
  const byScale = new Map<string, { pos: string[]; neg: string[] }>();
  for (const item of instrument.items) {
    const b = byScale.get(item.scale) ?? { pos: [], neg: [] };
    (item.key === 1 ? b.pos : b.neg).push(item.id);
    byScale.set(item.scale, b);
  }
  for (const { pos, neg } of byScale.values()) {
    for (let i = 0; i < Math.min(pos.length, neg.length); i++) {
      const a = answers[pos[i]];
      const b = answers[neg[i]];
      if (!isRating(a) || !isRating(b)) continue;
      if ((a >= 4 && b >= 4) || (a <= 2 && b <= 2)) pairs.push([pos[i], neg[i]]);
    }
  }
  const values = instrument.items.map((i) => answers[i.id]).filter(isRating);
  const straightLined = values.length >= 20 && new Set(values).size === 1;
  return { contradictions: pairs.length, pairs, straightLined, ok: pairs.length < 3 && !straightLined };
}

const round = (v: number, d = 0) => Math.round(v * 10 ** d) / 10 ** d;

/** Reading-time estimate of a set of items, in minutes (8 s per rated item). */
export const SECONDS_PER_ITEM = 8;
export const minutesFor = (items: number, secondsPerItem = SECONDS_PER_ITEM) => round((items * secondsPerItem) / 60, 1);
