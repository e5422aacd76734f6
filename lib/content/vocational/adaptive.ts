import type { FieldId } from "./fields";
import { interestCheckItems, interestsInstrument, quickInterestItems } from "./interests";
import { fieldScores, scoreLikert, type LikertAnswers } from "./scoring";
import { riasecTypes, type RiasecType } from "./types";

/*
 * Adaptive quick mode: after the 30 quick statements, when the leading interest types
 * or the leading content fields are too close to call, up to MAX_ADAPTIVE more statements (from
 * the full test's other items) are asked about them, so that neither a leading type nor a leading
 * field rests on one answer alone. A clear profile stops at 30.
 * Order (v3.2): first the contested fields (in the quick mode a type rests on five answers and a
 * field on one, and the fields are what separates careers of one type), then the fields of her
 * strongest type that she rated a step or more below that type (LOW_FIELD_POINTS: their careers
 * win on type alone, and one answer should not decide either that they are held back or that they
 * are not: a Social student who does not like teaching), then the contested types' statements. The choice depends only on the 30
 * quick answers, so the browser (to show them) and the server (to score them) compute the same
 * list. The quick section counts as complete at 30: the extra statements sharpen the result, they
 * never hold it back.
 */
export const MAX_ADAPTIVE = 6;
/**
 * Two types closer than this (0–100) compete for a place in the student's first two: in the quick
 * mode one answer moved from one end of the scale to the other shifts a type by 20 points.
 */
export const CLOSE_POINTS = 20;
/**
 * Fields within one answer step (25 points: each quick field rests on one statement) of her top
 * field, and above her own mean, compete: when two or more do, each gets one more statement.
 */
export const FIELD_CLOSE_POINTS = 25;
/**
 * A quick statement of her strongest type answered this far (0–100) or more below that type's
 * score reads as a field she may not like within her type: it gets one more statement.
 */
export const LOW_FIELD_POINTS = 20;

const quickIds = new Set(quickInterestItems.map((i) => i.id));
const extraItems = interestsInstrument.items.filter((i) => !quickIds.has(i.id));

/** The types that compete for her first two places (empty when the first two are clear). */
export function contestedTypes(pct: (t: RiasecType) => number): RiasecType[] {
  const sorted = [...riasecTypes].sort((a, b) => pct(b) - pct(a));
  const second = pct(sorted[1]);
  // The first two places are clear when the third type is CLOSE_POINTS or more below the second.
  if (second - pct(sorted[2]) >= CLOSE_POINTS) return [];
  // Otherwise the types within CLOSE_POINTS of the second compete (the first too, if it is close).
  return sorted.filter((t, i) => (i === 0 ? pct(t) - second < CLOSE_POINTS : second - pct(t) < CLOSE_POINTS)).slice(0, 3);
}

/**
 * The leading fields that are too close to call and still have a statement to ask, strongest
 * first (ties: the field of her stronger type first). Empty when one field clearly leads.
 */
export function contestedFields(fields: Partial<Record<FieldId, number>>, typePct: (t: RiasecType) => number, mean: number): FieldId[] {
  const scored = Object.entries(fields) as [FieldId, number][];
  if (!scored.length) return [];
  const top = Math.max(...scored.map(([, v]) => v));
  const leading = scored.filter(([, v]) => v > mean && top - v <= FIELD_CLOSE_POINTS).map(([f]) => f);
  if (leading.length < 2) return [];
  const typeOf = (f: FieldId) => Math.max(...extraItems.filter((i) => i.fields?.includes(f)).map((i) => typePct(i.scale)), -1);
  return leading
    .filter((f) => extraItems.some((i) => i.fields?.includes(f)))
    .sort((a, b) => fields[b]! - fields[a]! || typeOf(b) - typeOf(a) || a.localeCompare(b));
}

/** The extra statements to ask after the 30 quick ones (empty until those 30 are answered, or when the profile is clear). */
export function adaptiveItems(answers: LikertAnswers) {
  const score = scoreLikert(interestsInstrument, answers, quickIds);
  if (!score.complete) return [];
  const pct = (t: RiasecType) => score.scales[t].percent;
  const mean = riasecTypes.reduce((s, t) => s + pct(t), 0) / riasecTypes.length;
  // One more statement for each contested field (its first unasked one) …
  const fieldQueue = contestedFields(fieldScores(interestsInstrument, answers, quickIds), pct, mean).map((f) =>
    extraItems.find((i) => i.fields?.includes(f))!,
  );
  // … then the fields of her strongest type she rated well below it (lowest first) …
  const top = [...riasecTypes].sort((a, b) => pct(b) - pct(a))[0];
  const answerPct = (id: string) => ((answers[id] as number) - 1) * 25;
  const lowQueue = quickInterestItems
    .filter((i) => i.scale === top && pct(top) - answerPct(i.id) >= LOW_FIELD_POINTS)
    .sort((a, b) => answerPct(a.id) - answerPct(b.id))
    .map((i) => extraItems.find((x) => x.fields?.includes(i.fields![0])))
    .filter((x): x is (typeof extraItems)[number] => x !== undefined);
  // … and, for contested types, their unasked statements in turn.
  const typeQueues = contestedTypes(pct).map((t) => extraItems.filter((i) => i.scale === t));
  const typeQueue: typeof extraItems = [];
  for (let round = 0; typeQueues.some((q) => q.length > round); round++) for (const q of typeQueues) if (q[round]) typeQueue.push(q[round]);
  // In that order until MAX_ADAPTIVE (v3.1 had fields and types take turns: 1.4 points less on the held-out check).
  const out: typeof extraItems = [];
  for (const item of [...fieldQueue, ...lowQueue, ...typeQueue]) {
    if (out.length === MAX_ADAPTIVE) break;
    if (!out.includes(item)) out.push(item);
  }
  return out;
}

/** At most this many statements after the quick 30: the adaptive ones and the reversed checks. */
export const MAX_QUICK_EXTRA = MAX_ADAPTIVE + interestCheckItems.length;

/**
 * What the quick mode asks after its 30 statements (empty until they are answered): the adaptive
 * statements with the reversed check statements among them, one check before every two adaptive
 * ones, so that the checks do not come as a block a student could spot. The checks are always
 * asked (agreeing with everything must be detectable whatever the profile), and never scored
 * (quickItemIds leaves them out).
 */
export function quickExtraItems(answers: LikertAnswers) {
  const adaptive = adaptiveItems(answers);
  if (!scoreLikert(interestsInstrument, answers, quickIds).complete) return [];
  const out: (typeof interestCheckItems)[number][] = [];
  interestCheckItems.forEach((check, i) => out.push(check, ...adaptive.slice(2 * i, 2 * i + 2)));
  return [...out, ...adaptive.slice(2 * interestCheckItems.length)];
}

/** The item ids the quick mode scores for these answers: its 30, plus the adaptive ones (not the checks). */
export function quickItemIds(answers: LikertAnswers): Set<string> {
  return new Set([...quickIds, ...adaptiveItems(answers).map((i) => i.id)]);
}
