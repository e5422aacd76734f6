import "server-only";
import { AppError } from "../http/errors";
import { publicSummary } from "./public-summary";
import { referenceResult } from "./reference-result";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What an embed with an id shows: the widget's own answers (a reference id), else a shared
 * process's profile, else — for a fresh random id — a new test. Null means "not found".
 */
export async function embedState(kind: "interests" | "personality", id: string) {
  const key = kind === "interests" ? "professional-interest" : "personality";
  try {
    return { type: "reference" as const, data: await referenceResult(id, { key }) };
  } catch (e) {
    if (!(e instanceof AppError) || e.status !== 404) throw e;
  }
  try {
    const summary = await publicSummary(id);
    const scales = kind === "interests" ? summary.interests : summary.personality;
    if (scales) return { type: "shared" as const, data: { displayName: summary.displayName, scales, hollandCode: summary.hollandCode } };
  } catch (e) {
    if (!(e instanceof AppError) || e.status !== 404) throw e;
  }
  return UUID.test(id) ? { type: "new" as const } : null;
}
