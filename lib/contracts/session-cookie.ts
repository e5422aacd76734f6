import type { SessionUser } from "@/lib/contracts/session";

const nullableString = (v: unknown) => v === null || typeof v === "string";
const nullableNumber = (v: unknown) => v === null || typeof v === "number";

/**
 * The shape check of the readable `rumbo_user` cookie, written by hand: zod here would add ~18 KB
 * to every page. The cookie is display-only; the server checks the session on every call.
 */
export function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== "object") return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === "string" &&
    typeof u.name === "string" &&
    typeof u.surname === "string" &&
    typeof u.email === "string" &&
    [u.phone, u.fullPhone, u.type, u.studentId].every(nullableString) &&
    (u.role === null || u.role === "user" || u.role === "user-parent" || u.role === "school" || u.role === "advisor") &&
    [u.schoolId, u.sponsorId, u.alliance, u.graduationYear].every(nullableNumber) &&
    [u.haveSponsor, u.haveMembership, u.isAdmin].every((v) => typeof v === "boolean")
  );
}

/** The user in the readable cookie's (decoded) value, or null when absent, broken or of another shape. */
export function parseUserCookie(raw: string | undefined | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
