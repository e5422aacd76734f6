/**
 * Paths the catalogue's, the fair's and the test's client components build, written out: `href()`
 * brings the whole route table (lib/config/route-table.ts, ~1.9 KB gzip) into the first load of the
 * page that uses it. The fixed ones are in chrome-paths.ts (already on every page);
 * tests/unit/status-paths.test.ts keeps these equal to `href()`.
 */
export const livePath = "/live";

/** `href("institution", { institutionSlug })`. */
export function institutionPath(slug: string): string {
  return `/${encodeURIComponent(slug)}`;
}
