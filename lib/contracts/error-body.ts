/**
 * Every failed API answer: a Spanish message for people, a code for programs, errors per field.
 * The zod schema is `apiErrorBodySchema` (./envelope.ts). The browser's API client reads failed
 * answers with this guard instead: zod's classic build is about 20 KB gzip that every page calling
 * the API would load and evaluate before its first request. A test holds the two to the same answers.
 */
export type ApiErrorBody = { message: string; code: string; errors?: Record<string, string[]> };

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

/** True for exactly the bodies `apiErrorBodySchema` accepts. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const body = value as Record<string, unknown>;
  if (typeof body.message !== "string" || typeof body.code !== "string") return false;
  if (body.errors === undefined) return true;
  const errors = body.errors;
  if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return false;
  return Object.values(errors).every(isStringList);
}
