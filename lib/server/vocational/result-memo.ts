import "server-only";
import { createHash } from "node:crypto";
import type { SectionKey } from "@/lib/content/vocational";
import type { ResultDto, SectionState } from "@/lib/contracts/vocational";
import { memoised } from "../cache/memo";
import { CATALOGUE_TAG } from "../catalogue/page-data";
import { loadCurrentProcess } from "./process";
import { buildResult } from "./result";

/**
 * The result, computed again only when its inputs change (issue 26): a thin layer around
 * `buildResult` (the ranking is untouched). The inputs are the process's sections (answers,
 * status, position; read on every call with the process, one query) and the catalogue (the
 * careers, their figures and the filters' offerings, each kept in the data cache under the same
 * tag, lib/server/vocational/careers.ts): the memo's version is a
 * digest of the sections, so a saved answer makes the next call compute; a catalogue change (an
 * admin edit, the seed: `invalidateCatalogue`) drops every kept result.
 */
export function sectionsVersion(sections: Record<SectionKey, SectionState>): string {
  return createHash("sha1").update(JSON.stringify(sections)).digest("base64url");
}

/** `buildResult`, memoised per process. */
export function memoisedResult(processId: string, sections: Record<SectionKey, SectionState>): Promise<ResultDto> {
  return memoised(`result:${processId}`, sectionsVersion(sections), [CATALOGUE_TAG], () => buildResult(processId, sections));
}

/** `GET /progress/result`: the current process's result (as `getCurrentResult`, memoised). */
export async function currentResult(userId: string): Promise<ResultDto> {
  // Her latest process and its sections, one query (read by her id: no ownership check needed).
  const { row, sections } = await loadCurrentProcess(userId);
  return memoisedResult(row.id, sections);
}
