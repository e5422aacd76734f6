export declare const FIXED_TOP_SEGMENTS: ReadonlySet<string>;
export declare const PAGE_TAGS: {
  readonly catalogue: "catalogue";
  readonly fair: "fair";
  readonly fairSeats: "fair-seats";
  readonly site: "site";
  readonly community: "community";
};
/** `type` "json": a public API answer (application/json); otherwise an HTML page. */
/**
 * `signedIn`: served to visitors with a session cookie too; `sessionOnly`: only to them (a test
 * section's shell: without the cookie, Next renders the page, which sends the visitor to log in).
 */
export type PageCachePolicy = { tags: string[]; ttlSeconds: number; type?: "json"; signedIn?: boolean; sessionOnly?: boolean };
export declare const SHELL_FILL_HEADER: "x-rumbo-shell-fill";
/** The test's sections served as one shell to every signed-in student. */
export declare const TEST_SECTION_PATHS: readonly string[];
export declare function pageCachePolicy(pathname: string, search: string): PageCachePolicy | null;
export declare function apiCachePolicy(pathname: string, search: string, ttlSeconds: number): PageCachePolicy | null;
