import "server-only";
import type { SectionKey } from "@/lib/content/vocational";
import type { ResultDto, SectionState } from "@/lib/contracts/vocational";
import { memoised } from "../cache/memo";
import { CATALOGUE_TAG } from "../catalogue/page-data";
import { currentStamp, loadSections } from "./process";
import { buildResult } from "./result";

/**
 * The result, computed again only when its inputs change: a thin layer around
 * `buildResult` (the ranking is untouched). The inputs are the process's sections and the
 * catalogue. The memo's version is the sections' stamp (`currentStamp`: how many sections, how
 * many saves, the last save's time; one small query that reads no answers), so a saved answer
 * makes the next call compute and only then are the answers read; a catalogue change (an admin
 * edit, the seed: `invalidateCatalogue`) drops every kept result, and with them the careers, their
 * figures and the filters' offerings, kept in the data cache under the same tag
 * (lib/server/vocational/careers.ts).
 */

/** `buildResult`, memoised per process at `stamp`; `sections` is read only when it must compute. */
export function memoisedResult(
  processId: string,
  stamp: string,
  sections: () => Promise<Record<SectionKey, SectionState>>,
): Promise<ResultDto> {
  return memoised(`result:${processId}`, stamp, [CATALOGUE_TAG], async () => buildResult(processId, await sections()));
}

/** `GET /progress/result`: the current process's result (as `getCurrentResult`, memoised). */
export async function currentResult(userId: string): Promise<ResultDto> {
  // Her latest process (read by her id: no ownership check needed) and its stamp; the answers
  // are read after the stamp, so a result is never kept under a stamp newer than its answers.
  const { processId, stamp } = await currentStamp(userId);
  return memoisedResult(processId, stamp, () => loadSections(processId));
}
