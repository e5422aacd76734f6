import { href, routeEntries, type RedirectRule } from "./route-registry";

/**
 * The spec's redirect rules (spec §2 "Redirect rules by route name"; DESIGN §8), applied by the
 * proxy. The rules themselves are data in the route registry (`redirect` of each entry).
 */
export type RedirectDecision = { location: string; logout?: boolean } | null;

const redirectRules: ReadonlyArray<{ path: string; rule: RedirectRule }> = routeEntries.flatMap((entry) =>
  entry.redirect ? [{ path: entry.path, rule: entry.redirect }] : [],
);

/** The redirect rule covering a path (its own entry's, or a parent's that covers its subpaths). */
export function redirectRuleFor(path: string): RedirectRule | null {
  const match = redirectRules.find(({ path: p, rule }) => path === p || (rule.subpaths && path.startsWith(`${p}/`)));
  return match?.rule ?? null;
}

/**
 * The redirect rules. `isLogged` is a hint from the presence of the session cookie: it decides
 * only where to send a visitor, never what data they may see (the data layer checks again).
 */
export function redirectFor(pathname: string, search: string, isLogged: boolean): RedirectDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const rule = redirectRuleFor(path);
  if (!rule) return null;
  if (rule.when === "logged" && !isLogged) return null;
  if (rule.when === "anonymous" && isLogged) return null;
  // Logged-in visitors who came with a token (password change link) still need the home page.
  if (rule.unlessQuery && new URLSearchParams(search).has(rule.unlessQuery)) return null;
  return { location: rule.keepQuery ? `${rule.to}${search}` : rule.to };
}

/**
 * A `redirect` query is accepted only as a same-site path (DESIGN §5): it starts with one "/",
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

/**
 * Campaign landing pages (`/landing/{campaign}`) are themselves the tracking campaign: a visitor
 * who arrives there without a `reference` query keeps the page's name as the campaign.
 */
export function campaignForPath(pathname: string): string | null {
  const match = /^\/landing\/([a-z0-9-]{1,64})\/?$/.exec(pathname);
  return match ? match[1] : null;
}
