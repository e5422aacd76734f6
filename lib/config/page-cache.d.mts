export declare const FIXED_TOP_SEGMENTS: ReadonlySet<string>;
export declare const PAGE_TAGS: {
  readonly catalogue: "catalogue";
  readonly fair: "fair";
  readonly fairSeats: "fair-seats";
  readonly site: "site";
};
export type PageCachePolicy = { tags: string[]; ttlSeconds: number };
export declare function pageCachePolicy(pathname: string, search: string): PageCachePolicy | null;
