export declare const FIXED_TOP_SEGMENTS: ReadonlySet<string>;
export declare const PAGE_TAGS: {
  readonly catalogue: "catalogue";
  readonly fair: "fair";
  readonly fairSeats: "fair-seats";
  readonly site: "site";
  readonly community: "community";
};
export type PageCachePolicy = {
  tags: string[];
  ttlSeconds: number;
  /** "json": a public API answer (application/json); otherwise an HTML page. */
  type?: "json";
  /** Served to visitors with a session cookie too. */
  signedIn?: boolean;
  /** Only to them (a test section's shell: without the cookie, Next renders the page, which sends the visitor to log in). */
  sessionOnly?: boolean;
  /** Kept per person under the version the app gives (server/interface.ts, `personalVersion`); never shared. */
  personal?: boolean;
};
export declare function personalPagePolicy(pathname: string, search: string): (PageCachePolicy & { personal: true }) | null;
export declare const SHELL_FILL_HEADER: "x-rumbo-shell-fill";
/** The test's sections served as one shell to every signed-in student. */
export declare const TEST_SECTION_PATHS: readonly string[];
export declare function pageCachePolicy(pathname: string, search: string): PageCachePolicy | null;
export declare function apiCachePolicy(pathname: string, search: string, ttlSeconds: number): PageCachePolicy | null;
