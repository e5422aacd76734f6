export declare const FIXED_TOP_SEGMENTS: ReadonlySet<string>;
export declare const PAGE_TAGS: {
  readonly catalogue: "catalogue";
  readonly fair: "fair";
  readonly fairSeats: "fair-seats";
  readonly site: "site";
  readonly community: "community";
};
/** `type` "json": a public API answer (application/json); otherwise an HTML page. */
export type PageCachePolicy = { tags: string[]; ttlSeconds: number; type?: "json"; signedIn?: boolean };
export declare function pageCachePolicy(pathname: string, search: string): PageCachePolicy | null;
export declare function apiCachePolicy(pathname: string, search: string, ttlSeconds: number): PageCachePolicy | null;
