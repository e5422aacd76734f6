import { href } from "./route-paths";

/**
 * A `redirect` query is accepted only as a same-site path: it starts with one "/",
 * not "//" or "/\", and after decoding still resolves to this origin; otherwise the fallback.
 * Route names used by the spec ("overview", "live", "donde-estudiar") are accepted as paths.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback: string = href("orientacionVocacional")): string {
  if (!value) return fallback;
  let candidate = value.trim();
  if (/^[a-z0-9][a-z0-9-]*$/i.test(candidate)) candidate = `/${candidate}`;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  let decoded = candidate;
  try {
    for (let i = 0; i < 3 && decoded !== decodeURIComponent(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  if (decoded.startsWith("//") || decoded.startsWith("/\\") || /[\u0000-\u001f]/.test(decoded)) return fallback;
  const base = "http://rumbo.invalid";
  try {
    const url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
    // "/.//evil.com" normalises to "//evil.com", which a browser reads as another host.
    const target = `${url.pathname}${url.search}${url.hash}`;
    if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
    return target;
  } catch {
    return fallback;
  }
}
