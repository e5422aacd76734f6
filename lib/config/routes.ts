import { routeEntries, type RedirectRule } from "./route-registry";

/**
 * The spec's redirect rules, applied by the
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

export { safeRedirectTarget } from "./safe-redirect";

/**
 * Campaign landing pages (`/landing/{campaign}`) are themselves the tracking campaign: a visitor
 * who arrives there without a `reference` (or `ref`) query keeps the page's name as the campaign.
 */
export function campaignForPath(pathname: string): string | null {
  const match = /^\/landing\/([a-z0-9-]{1,64})\/?$/.exec(pathname);
  return match ? match[1] : null;
}

/** The query names of a campaign link: `reference` (the product's own links) and the shorter `ref` (shared links), one campaign. */
export const CAMPAIGN_QUERY_NAMES = ["reference", "ref"] as const;

/**
 * The tracking campaign of a visit: `?reference=`, else `?ref=`, else the campaign landing's own
 * name; only a value of letters, digits, `_`, `.` and `-` (up to 64) counts.
 */
export function campaignFor(pathname: string, query: URLSearchParams): string | null {
  for (const name of CAMPAIGN_QUERY_NAMES) {
    const value = query.get(name);
    if (value && /^[\w.-]{1,64}$/.test(value)) return value;
  }
  return campaignForPath(pathname);
}
