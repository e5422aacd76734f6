/**
 * The two paths the error, 404 and 403 pages link to, written out: those pages' client chunks are
 * loaded with every page (the root layout's boundaries), and importing `href()` put another copy
 * of the whole route table (lib/config/route-table.ts, ~2 KB gzip) in each of them.
 * tests/unit/status-paths.test.ts keeps them equal to `href("index")` and `href("testOrientacion")`.
 */
export const statusPaths = { home: "/", test: "/test-orientacion-vocacional" } as const;
