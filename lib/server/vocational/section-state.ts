import {
  intelligencesInstrument,
  interestsInstrument,
  personalityInstrument,
  quickInterestItems,
  VALUES_TO_RANK,
  type LikertInstrument,
  type SectionKey,
} from "@/lib/content/vocational";
import type { SectionState, TestMode } from "@/lib/contracts/vocational";

export const likertSections: Partial<Record<SectionKey, LikertInstrument>> = {
  "professional-interest": interestsInstrument,
  personality: personalityInstrument,
  "multiple-intelligence": intelligencesInstrument,
};

const quickIds = new Set(quickInterestItems.map((i) => i.id));

/** The items a student has to answer in a rated section (the quick mode has 30). */
export function sectionItems(section: SectionKey, mode: TestMode | null) {
  const instrument = likertSections[section];
  if (!instrument) return null;
  if (section === "professional-interest" && mode === "quick") return instrument.items.filter((i) => quickIds.has(i.id));
  return instrument.items;
}

const isRating = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 5;
const nonEmpty = (v: unknown) =>
  v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0) && !(typeof v === "string" && v.trim() === "");

/** How much of a section is answered, and whether it is complete. */
export function progressOf(
  section: SectionKey,
  answers: Record<string, unknown>,
  mode: TestMode | null,
): { answered: number; total: number; complete: boolean } {
  const items = sectionItems(section, mode);
  if (items) {
    const answered = items.filter((i) => isRating(answers[i.id])).length;
    return { answered, total: items.length, complete: answered === items.length };
  }
  const filled = Object.values(answers).filter(nonEmpty).length;
  if (section === "final") return { answered: answers.done === true ? 1 : 0, total: 1, complete: answers.done === true };
  if (section === "decision-time") {
    const done = typeof answers.careerId === "number" && typeof answers.confidence === "number";
    return { answered: done ? 1 : 0, total: 1, complete: done };
  }
  if (section === "professional-values") {
    const ranking = Array.isArray(answers.ranking) ? answers.ranking : [];
    return { answered: Math.min(ranking.length, VALUES_TO_RANK), total: VALUES_TO_RANK, complete: ranking.length >= VALUES_TO_RANK };
  }
  if (section === "nps")
    return { answered: typeof answers.score === "number" ? 1 : 0, total: 1, complete: typeof answers.score === "number" };
  return { answered: filled ? 1 : 0, total: 1, complete: filled > 0 };
}

export function emptySection(key: SectionKey): SectionState {
  const items = sectionItems(key, null);
  return {
    key,
    status: "not_started",
    answers: {},
    position: null,
    mode: null,
    answered: 0,
    total: items ? items.length : 1,
    updatedAt: null,
  };
}
