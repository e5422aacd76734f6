import "server-only";
import {
  interestsInstrument,
  personalityInstrument,
  quickItemIds,
  scoreLikert,
  hollandCode,
  type RiasecProfile,
} from "@/lib/content/vocational";
import { notFound } from "../http/errors";
import { getReference } from "./process";

/**
 * `GET /api/vocational/progress/personality/{id}` (for the embedded widgets): the
 * profile of the answers kept under a reference id. The optional person fields (fullname…) are
 * only echoed back for the widget's heading; nothing else of the person is stored or returned.
 */
export async function referenceResult(referenceId: string, query: { key: "personality" | "professional-interest"; fullname?: string }) {
  const ref = await getReference(referenceId);
  if (!ref || ref.section !== query.key) throw notFound("No encontramos esas respuestas.");
  const instrument = query.key === "personality" ? personalityInstrument : interestsInstrument;
  const itemIds =
    query.key === "professional-interest" && ref.state.mode !== "full"
      ? quickItemIds(ref.state.answers as Record<string, number>)
      : undefined;
  const score = scoreLikert(instrument, ref.state.answers as Record<string, number>, itemIds);
  const scales = instrument.scales.map((s) => {
    const percent = score.scales[s.id].percent;
    return { id: s.id, name: s.name, percent, meaning: percent >= 50 ? s.high : s.low };
  });
  return {
    key: query.key,
    fullname: query.fullname ?? null,
    answered: score.answered,
    total: score.total,
    complete: score.complete,
    position: ref.state.position,
    answers: ref.state.answers,
    scales,
    hollandCode:
      query.key === "professional-interest" && score.complete
        ? hollandCode(Object.fromEntries(scales.map((s) => [s.id, s.percent])) as RiasecProfile)
        : null,
  };
}
