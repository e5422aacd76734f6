import type { PageCachePolicy } from "../../lib/config/page-cache.mjs";
export declare const FILL_HEADER: string;
export declare const SESSION_COOKIES: string[];
export declare const CAMPAIGN_COOKIE: string;
export declare const EXPERIMENT_COOKIE: string;
export type Rendered = { status: number; headers: Headers; body: Buffer };
export type Entry = {
  tags: string[];
  headers: [string, string[]][];
  parts: Buffer[];
  cookies: string[];
  experiment: string | null;
  size: number;
};
export declare function newNonce(): string;
export declare function splitBytes(bytes: Buffer, separator: Buffer): Buffer[];
export declare function cacheCandidate(req: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): { key: string; policy: PageCachePolicy } | null;
export declare function toEntry(rendered: Rendered, policy: { tags: string[] }): Entry | null;
export declare function renderEntry(
  entry: Entry,
  request: { cookie?: string; acceptEncoding?: string },
): { status: number; headers: [string, string | string[]][]; body: Buffer; nonce: string };
export declare function renderAnonymously(origin: string, url: string, secret: string, forwardedProto?: string): Promise<Rendered>;
export declare class PageCache {
  constructor(options?: { maxBytes?: number });
  get(key: string): Entry | null;
  invalidate(tags: readonly string[]): void;
  lookup(key: string, policy: PageCachePolicy, render: () => Promise<Rendered>): Promise<{ entry: Entry } | { rendered: Rendered }>;
  readonly size: number;
}
