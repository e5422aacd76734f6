import type { PageCachePolicy } from "../../lib/config/page-cache.mjs";
export declare const FILL_HEADER: string;
export declare const SHELL_FILL_HEADER: string;
export declare function hasSessionToken(header: string | undefined): boolean;
export declare const SESSION_COOKIES: string[];
export declare const CAMPAIGN_COOKIE: string;
export declare const EXPERIMENT_COOKIE: "exp";
/** `keep: false`: a render that must not be kept (a personal page whose state changed while it rendered). */
export type Rendered = { status: number; headers: Headers; body: Buffer; keep?: boolean };
export type Entry = {
  tags: string[];
  headers: [string, string[]][];
  /** The page's bytes cut at the render's nonce. */
  parts: Buffer[];
  /** Each part as raw deflate, and the copy blocks for the nonces after the first (null: stored); null for small pages. */
  gzip: { parts: Buffer[]; nonces: (Buffer | null)[] } | null;
  /** The page's length with a nonce of NONCE_LENGTH characters in each cut. */
  length: number;
  cookies: string[];
  /** Whether the render gave an experiment cookie, and with what attributes: each response draws its own bucket. */
  experiment: { secure: boolean } | null;
  /** Whether the render carried an x-request-id (an API answer): each response gets a new one. */
  requestId: boolean;
  size: number;
};
export declare function newNonce(): string;
export declare function deflateParts(parts: Buffer[]): Buffer[];
export declare function nonceCopies(parts: Buffer[]): (Buffer | null)[];
export declare function gzipWithNonce(entry: Pick<Entry, "parts" | "length"> & { gzip: NonNullable<Entry["gzip"]> }, nonce: Buffer): Buffer;
export declare function splitBytes(bytes: Buffer, separator: Buffer): Buffer[];
export declare function cacheCandidate(
  req: {
    method?: string;
    url?: string;
    headers: Record<string, string | string[] | undefined>;
  },
  options?: { apiTtlSeconds?: number },
): { key: string; policy: PageCachePolicy } | null;
export declare function toEntry(rendered: Rendered, policy: { tags: string[]; type?: "json"; personal?: boolean }): Entry | null;
export declare function renderEntry(
  entry: Entry,
  request: { cookie?: string; acceptEncoding?: string },
): { status: number; headers: [string, string | string[]][]; body: Buffer; nonce: string };
export type PersonalCandidate = { url: string; pathname: string; policy: PageCachePolicy };
export type PersonalVersion = (cookieHeader: string, pathname: string) => Promise<string | null>;
export declare function personalCandidate(req: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): PersonalCandidate | null;
export declare function registeredPersonalVersion(): PersonalVersion | null;
export declare function lookupPersonal(
  cache: PageCache,
  candidate: PersonalCandidate,
  options: { cookie: string; proto?: string; versionOf: PersonalVersion; render: () => Promise<Rendered> },
): Promise<null | { entry: Entry; filled: boolean } | { rendered: Rendered }>;
export declare function renderForVisitor(
  origin: string,
  url: string,
  secret: string,
  cookie: string,
  forwardedProto?: string,
): Promise<Rendered>;
export declare function renderAnonymously(origin: string, url: string, secret: string, forwardedProto?: string): Promise<Rendered>;
export declare class PageCache {
  constructor(options?: { maxBytes?: number });
  get(key: string): Entry | null;
  invalidate(tags: readonly string[]): void;
  lookup(key: string, policy: PageCachePolicy, render: () => Promise<Rendered>): Promise<{ entry: Entry } | { rendered: Rendered }>;
  readonly size: number;
}
