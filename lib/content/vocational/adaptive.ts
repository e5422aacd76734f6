import { interestsInstrument, quickInterestItems } from "./interests";
import { scoreLikert, type LikertAnswers } from "./scoring";
import { riasecTypes, type RiasecType } from "./types";

/*
 * Adaptive quick mode (issue 28): after the 30 quick statements, when the leading interest types
 * are too close to call, up to MAX_ADAPTIVE more statements (from the full test's other items)
 * are asked about the contested types, so that no leading type rests on five answers alone. A
 * clear profile stops at 30. The choice depends only on the 30 quick answers, so the browser (to
 * show them) and the server (to score them) compute the same list. The quick section counts as
 * complete at 30: the extra statements sharpen the result, they never hold it back.
 */
export const MAX_ADAPTIVE = 6;
/**
 * Two types closer than this (0–100) compete for a place in the student's first two: in the quick
 * mode one answer moved from one end of the scale to the other shifts a type by 20 points.
 */
export const CLOSE_POINTS = 20;

const quickIds = new Set(quickInterestItems.map((i) => i.id));
const extraItems = interestsInstrument.items.filter((i) => !quickIds.has(i.id));

/** The extra statements to ask after the 30 quick ones (empty until those 30 are answered, or when the profile is clear). */
export function adaptiveItems(answers: LikertAnswers) {
  const score = scoreLikert(interestsInstrument, answers, quickIds);
  if (!score.complete) return [];
  const pct = (t: RiasecType) => score.scales[t].percent;
  const sorted = [...riasecTypes].sort((a, b) => pct(b) - pct(a));
  const second = pct(sorted[1]);
  // The first two places are clear when the third type is CLOSE_POINTS or more below the second.
  if (second - pct(sorted[2]) >= CLOSE_POINTS) return [];
  // Otherwise the types within CLOSE_POINTS of the second compete (the first too, if it is close).
  const types = sorted.filter((t, i) => (i === 0 ? pct(t) - second < CLOSE_POINTS : second - pct(t) < CLOSE_POINTS)).slice(0, 3);
  // Each contested type gets its unasked statements, in turn, until MAX_ADAPTIVE.
  const queues = types.map((t) => extraItems.filter((i) => i.scale === t));
  const out: typeof extraItems = [];
  for (let round = 0; out.length < MAX_ADAPTIVE && queues.some((q) => q.length > round); round++)
    for (const q of queues) if (q[round] && out.length < MAX_ADAPTIVE) out.push(q[round]);
  return out;
}

/** The item ids the quick mode scores for these answers: its 30, plus the adaptive ones. */
export function quickItemIds(answers: LikertAnswers): Set<string> {
  return new Set([...quickIds, ...adaptiveItems(answers).map((i) => i.id)]);
}
