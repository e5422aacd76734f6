/**
 * The production server's page cache: the HTML of public catalogue, fair and site
 * pages (lib/config/page-cache.mjs), rendered once for an anonymous visitor and served from memory
 * to every visitor without a session until it expires or a change drops it
 * (lib/server/cache/page-cache.ts → `invalidatePages`, on this instance and, through Redis, the others).
 *
 * The CSP nonce stays per response: an entry is the rendered HTML split at the nonce Next put on
 * its own scripts, and each response joins it with a fresh one (and says it in the CSP header).
 * Only the scripts Next marked get the new nonce: an injected script would not, as without the cache.
 *
 * gzip is per response too, without compressing the page again (that took ~0.5–1 ms of CPU per
 * response, and browsers always ask for gzip): each part is compressed once, as raw deflate that
 * never points into a nonce, and a response is the gzip header, the parts with its nonce between
 * them (copied as it is), and the CRC-32 of the page (deflateParts, gzipWithNonce below).
 * Tests in tests/unit/page-cache.test.ts.
 */
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { cookieNames } from "../lib/config/cookies";
import { drawExperimentBucket, EXPERIMENT_COOKIE, experimentSetCookie, hasExperimentBucket } from "../lib/config/experiment.mjs";
import { apiCachePolicy, pageCachePolicy, type PageCachePolicy, personalPagePolicy, SHELL_FILL_HEADER } from "../lib/config/page-cache.mjs";
import { NONCE_LENGTH, newNonce } from "../lib/server/http/nonce.mjs";
import { type PersonalVersion, serverHandle } from "./interface";
import { paintFirst } from "./paint-first";

export { EXPERIMENT_COOKIE, newNonce, SHELL_FILL_HEADER };
export type { PersonalVersion };

/** The header the server's own render request carries (with a per-process secret) so that it is not served from the cache. */
export const FILL_HEADER = "x-rumbo-page-fill";
/** Cookies that mean a signed-in visitor: their pages are rendered for them. */
export const SESSION_COOKIES: readonly string[] = [cookieNames.session, cookieNames.user];
/** The session token's cookie: a test section's shell goes only to a request that carries one. */
const SESSION_TOKEN_COOKIE = cookieNames.session;
export const CAMPAIGN_COOKIE = cookieNames.campaign;

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
/** What the caches read of a request. */
export type RequestLike = { method?: string; url?: string; headers: IncomingHttpHeaders | Record<string, string | string[] | undefined> };
export type CacheCandidate = { key: string; policy: PageCachePolicy };
export type PersonalCandidate = { url: string; pathname: string; policy: PageCachePolicy };
/** A response built from an entry: headers as [name, value] pairs (set-cookie as a list). */
export type EntryResponse = { status: number; headers: [string, string | string[]][]; body: Buffer; nonce: string };
export type Lookup = { entry: Entry } | { rendered: Rendered };

/** Requests of Next's client router (RSC payloads, prefetches) and server actions: never from this cache. */
export const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action"];
/** Response headers not kept in an entry: per connection, per response, or recomputed. */
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "date",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "content-encoding",
  // An API answer's id is per response (lib/server/handler/handler.ts): each gets a new one.
  "x-request-id",
]);
const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/]{16,86}={0,2})'/;

/** Pages this small go out as they are, gzip or not. */
const GZIP_MIN_BYTES = 1024;
/** Compressed once per entry, so it can afford the best level. */
const GZIP_LEVEL = 9;
/** Deflate's window: how far back a part's compressed bytes may point. */
const WINDOW = 32 * 1024;
/**
 * What stands for each nonce in the history a part is compressed against: NONCE_LENGTH distinct
 * control bytes, which HTML from Next never contains. A back-reference can only copy bytes equal
 * to the ones it encodes, so none can point into a nonce: the compressed parts stay right for
 * any nonce. A part that does contain one of them is compressed without a history instead.
 */
const NONCE_STAND_IN = Buffer.from(Array.from({ length: NONCE_LENGTH }, (_, i) => (i < 8 ? 1 + i : 6 + i)));
/** gzip member header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed Huffman, end of block): ends the deflate stream after a sync flush. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

function hasCookie(header: string | string[] | undefined, names: readonly string[]): boolean {
  if (Array.isArray(header)) return false;
  if (!header) return false;
  return header.split(";").some((part) => names.includes(part.split("=", 1)[0].trim()));
}

/** Whether the Cookie header carries a non-empty session token (not whether it is valid: the API checks that). */
export function hasSessionToken(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(";").some((part) => {
    const at = part.indexOf("=");
    return at > 0 && part.slice(0, at).trim() === SESSION_TOKEN_COOKIE && part.slice(at + 1).trim().length > 0;
  });
}

/**
 * The URL of a GET that no cache may refuse outright (not from Next's client router or a server
 * action, no bearer token), cut into pathname and query ("" for none or a bare "?"), or null.
 */
function plainGet(req: RequestLike): { url: string; pathname: string; search: string } | null {
  if (req.method !== "GET") return null;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (req.headers.authorization !== undefined) return null;
  const url = req.url ?? "/";
  const question = url.indexOf("?");
  const pathname = question === -1 ? url : url.slice(0, question);
  const search = question === -1 || question === url.length - 1 ? "" : url.slice(question);
  return { url, pathname, search };
}

/**
 * The cache key and policy of a request, or null when it must go to Next as it is: a page
 * (lib/config/page-cache.mjs; for a signed-in caller only one marked `signedIn`; one marked
 * `sessionOnly`, a test section's shell, only for a caller with a session token) or the directory's
 * search API, for a caller without a session cookie or a bearer token (`apiTtlSeconds`:
 * RUMBO_SEARCH_CACHE_SECONDS; 0 leaves the API alone).
 */
export function cacheCandidate(req: RequestLike, { apiTtlSeconds = 60 }: { apiTtlSeconds?: number } = {}): CacheCandidate | null {
  const target = plainGet(req);
  if (!target) return null;
  const { url, pathname, search } = target;
  const policy = pageCachePolicy(pathname, search) ?? apiCachePolicy(pathname, search, apiTtlSeconds);
  // A signed-in visitor gets only the pages that are the same for her (`signedIn` in the policy).
  if (policy && !policy.signedIn && hasCookie(req.headers.cookie, SESSION_COOKIES)) return null;
  // A test section without a session token goes to Next, which sends the visitor to log in.
  const cookie = typeof req.headers.cookie === "string" ? req.headers.cookie : undefined;
  if (policy?.sessionOnly && !hasSessionToken(cookie)) return null;
  return policy ? { key: url, policy } : null;
}

/**
 * A personal page's candidate (lib/config/page-cache.mjs, PERSONAL_PAGES: the result), or null:
 * a GET of the page itself (no query) by a caller with a session token, not from Next's client
 * router, without a bearer token. Whether the session is valid, and whose page it is, is the
 * app's answer (`personalVersion`); this only picks the requests worth asking about.
 */
export function personalCandidate(req: RequestLike): PersonalCandidate | null {
  const target = plainGet(req);
  const policy = target && personalPagePolicy(target.pathname, target.search);
  if (!policy) return null;
  const { url, pathname } = target;
  const cookie = typeof req.headers.cookie === "string" ? req.headers.cookie : undefined;
  if (!hasSessionToken(cookie)) return null;
  return { url, pathname, policy };
}

/** The app's version function (registered from instrumentation.ts through server/interface.ts), or null before it is there. */
export function registeredPersonalVersion(): PersonalVersion | null {
  const found = serverHandle().personalVersion;
  return typeof found === "function" ? found : null;
}

/**
 * A personal page from `cache`: the app's version of the page for this visitor (`versionOf`:
 * her validated session and the state of what the page shows; null: not cacheable, the caller
 * lets Next render it) keys the entry, with the URL and the forwarded protocol. A catalogue change
 * drops the entries by their tag (and the cache's generation refuses a render that was under way
 * then), so the catalogue needs no place in the key. On a miss `render()` renders it with her own cookies; the render is kept
 * only when her version, read again after it, is still the same (a change while it rendered,
 * e.g. sharing turned on and off, never leaves a page under a version it does not show).
 * Resolves null (→ Next), `{ entry, filled }` (filled: rendered for this request) or `{ rendered }`
 * (a redirect, a changed state…: sent as it is, not kept).
 */
export async function lookupPersonal(
  cache: PageCache,
  candidate: PersonalCandidate,
  { cookie, proto, versionOf, render }: { cookie: string; proto?: string; versionOf: PersonalVersion; render: () => Promise<Rendered> },
): Promise<null | { entry: Entry; filled: boolean } | { rendered: Rendered }> {
  const version = await versionOf(cookie, candidate.pathname);
  if (!version) return null;
  const key = JSON.stringify([candidate.url, proto ?? "", version]);
  let filled = false;
  const found = await cache.lookup(key, candidate.policy, async (): Promise<Rendered> => {
    filled = true;
    const rendered = await render();
    if (rendered.status !== 200) return rendered;
    const after = await versionOf(cookie, candidate.pathname);
    return after === version ? rendered : { ...rendered, keep: false };
  });
  return "entry" in found ? { entry: found.entry, filled } : found;
}

/** A personal page's cache-control when Next's answer lacks «private» or «no-store» (it never should). */
const PERSONAL_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * An entry from a render, or null when it cannot be kept: not a 200 HTML page (JSON for an API
 * policy), or it sets a cookie other than the proxy's campaign and experiment cookies (for a
 * personal page, other than the experiment's: no cookie is kept or replayed). A personal page
 * always keeps «private» and «no-store» in its cache-control.
 */
export function toEntry(rendered: Rendered, policy: { tags: string[]; type?: "json"; personal?: boolean }): Entry | null {
  if (rendered.status !== 200 || rendered.keep === false) return null;
  const type = rendered.headers.get("content-type") ?? "";
  if (!type.startsWith(policy.type === "json" ? "application/json" : "text/html")) return null;
  const cookies: string[] = [];
  let experiment: Entry["experiment"] = null;
  for (const cookie of rendered.headers.getSetCookie()) {
    const name = cookie.split("=", 1)[0].trim();
    if (name === CAMPAIGN_COOKIE && !policy.personal) cookies.push(cookie);
    // The bucket is drawn per visitor (lib/config/experiment.mjs); only whether the cookie is Secure is the render's.
    else if (name === EXPERIMENT_COOKIE) experiment = { secure: /;\s*secure\s*(?:;|$)/i.test(cookie) };
    else return null;
  }
  const nonce = NONCE_IN_CSP.exec(rendered.headers.get("content-security-policy") ?? "")?.[1] ?? null;
  const headers: Entry["headers"] = [];
  for (const [name, value] of rendered.headers) if (!DROPPED_HEADERS.has(name)) headers.push([name, nonce ? value.split(nonce) : [value]]);
  if (policy.personal) {
    const at = headers.findIndex(([name]) => name === "cache-control");
    const value = at === -1 ? "" : headers[at][1].join("");
    if (!/\bprivate\b/.test(value) || !/\bno-store\b/.test(value)) {
      if (at !== -1) headers.splice(at, 1);
      headers.push(["cache-control", [PERSONAL_CACHE_CONTROL]]);
    }
  }
  // A page's scripts run after its first frame (server/paint-first.ts).
  const body = policy.type === "json" ? rendered.body : Buffer.from(paintFirst(rendered.body.toString("utf8"), nonce));
  // Kept as bytes: each response copies them around its nonce instead of encoding the page again.
  const parts = nonce ? splitBytes(body, Buffer.from(nonce)) : [body];
  const length = body.length + (parts.length - 1) * (NONCE_LENGTH - (nonce?.length ?? 0));
  const gzip = length > GZIP_MIN_BYTES ? { parts: deflateParts(parts), nonces: nonceCopies(parts) } : null;
  const size = body.length + (gzip ? gzip.parts.reduce((sum, part) => sum + part.length, 0) : 0) + 2048;
  const requestId = rendered.headers.has("x-request-id");
  return { tags: policy.tags, headers, parts, gzip, length, cookies, experiment, requestId, size };
}

/**
 * The response for one request from an entry: a fresh nonce in the body and the CSP header, the
 * campaign cookie, an experiment bucket for a visitor without one, gzip when the client takes it.
 */
export function renderEntry(entry: Entry, request: { cookie?: string; acceptEncoding?: string | string[] }): EntryResponse {
  const nonce = newNonce();
  const headers: EntryResponse["headers"] = entry.headers.map(([name, parts]) => [name, parts.join(nonce)]);
  headers.push(["x-rumbo-cache", "hit"]);
  if (entry.requestId) headers.push(["x-request-id", randomUUID()]);
  const cookies = [...entry.cookies];
  if (entry.experiment && !hasExperimentBucket(request.cookie)) cookies.push(experimentSetCookie(drawExperimentBucket(), entry.experiment));
  if (cookies.length) headers.push(["set-cookie", cookies]);
  const nonceBytes = Buffer.from(nonce);
  let body: Buffer;
  if (entry.gzip && /\bgzip\b/.test(String(request.acceptEncoding ?? ""))) {
    body = gzipWithNonce({ ...entry, gzip: entry.gzip }, nonceBytes);
    headers.push(["content-encoding", "gzip"]);
  } else {
    body = joinBytes(entry.parts, nonceBytes);
  }
  headers.push(["content-length", String(body.length)]);
  return { status: 200, headers, body, nonce };
}

/** `parts` joined with `separator` between each two. */
function joinBytes(parts: Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => (i === 0 ? pieces.push(part) : pieces.push(separator, part)));
  return Buffer.concat(pieces);
}

/**
 * Each part of a page as raw deflate, once per entry: compressed against the page before it (the
 * last 32 KB, each nonce there replaced by NONCE_STAND_IN, so no back-reference lands in one) and
 * ended by a sync flush, so that a response can put its nonce between two parts as a stored block.
 */
export function deflateParts(parts: Buffer[]): Buffer[] {
  const page = joinBytes(parts, NONCE_STAND_IN);
  let offset = 0;
  return parts.map((part) => {
    const history = page.subarray(Math.max(0, offset - WINDOW), offset);
    offset += part.length + NONCE_STAND_IN.length;
    const againstHistory = history.length > 0 && !NONCE_STAND_IN.some((byte) => part.includes(byte));
    return deflateRawSync(part, {
      level: GZIP_LEVEL,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(againstHistory ? { dictionary: history } : {}),
    });
  });
}

/**
 * For each nonce after the first, a deflate block that copies it from the one before (the same
 * nonce, NONCE_LENGTH bytes back plus the part between) when that is within the window, else
 * null (the response writes the nonce itself). 10 bytes instead of 29, the same for any nonce.
 */
export function nonceCopies(parts: Buffer[]): (Buffer | null)[] {
  return parts.slice(1).map((_, i) => {
    const distance = parts[i].length + NONCE_LENGTH;
    return i > 0 && distance <= WINDOW ? copyBlock(NONCE_LENGTH, distance) : null;
  });
}

/** A fixed-Huffman deflate block holding one back-reference, then an empty stored block (back to a byte boundary). */
function copyBlock(length: number, distance: number): Buffer {
  const bits = new BitWriter();
  bits.write(0, 1); // not the last block
  bits.write(1, 2); // fixed Huffman codes
  const [lengthCode, lengthExtraBits, lengthBase] = deflateCode(length, LENGTH_CODES);
  bits.writeCode(lengthCode - 256, 7); // codes 256-279 are 7 bits
  bits.write(length - lengthBase, lengthExtraBits);
  const [distanceCode, distanceExtraBits, distanceBase] = deflateCode(distance, DISTANCE_CODES);
  bits.writeCode(distanceCode, 5);
  bits.write(distance - distanceBase, distanceExtraBits);
  bits.writeCode(0, 7); // end of block (256)
  bits.write(0, 3); // an empty stored block, not the last…
  return Buffer.concat([bits.bytes(), Buffer.from([0, 0, 0xff, 0xff])]); // …padded to the byte: LEN 0, NLEN
}

/** RFC 1951 §3.2.5: [code, extra bits, base] of each length (257–284) and distance (0–29) code. */
type Code = [code: number, extraBits: number, base: number];
const LENGTH_CODES = Array.from({ length: 28 }, (_, k): Code => {
  const extra = k < 8 ? 0 : (k >> 2) - 1;
  return [257 + k, extra, k < 8 ? k + 3 : ((4 + (k & 3)) << extra) + 3];
});
const DISTANCE_CODES = Array.from({ length: 30 }, (_, c): Code => {
  const extra = c < 4 ? 0 : (c >> 1) - 1;
  return [c, extra, c < 4 ? c + 1 : ((2 + (c & 1)) << extra) + 1];
});
function deflateCode(value: number, codes: Code[]): Code {
  return codes.findLast(([, , base]) => base <= value)!;
}

/** Bits in deflate's order: values least significant bit first, Huffman codes most significant bit first. */
class BitWriter {
  private out: number[] = [];
  private buffer = 0;
  private count = 0;
  write(value: number, count: number) {
    for (let i = 0; i < count; i++) this.push((value >> i) & 1);
  }
  writeCode(code: number, count: number) {
    for (let i = count - 1; i >= 0; i--) this.push((code >> i) & 1);
  }
  push(bit: number) {
    this.buffer |= bit << this.count;
    if (++this.count === 8) {
      this.out.push(this.buffer);
      this.buffer = 0;
      this.count = 0;
    }
  }
  bytes() {
    if (this.count > 0) this.out.push(this.buffer);
    this.buffer = 0;
    this.count = 0;
    return Buffer.from(this.out);
  }
}

/**
 * The gzip of an entry's page with `nonce` in it, without compressing anything: the header, each
 * compressed part with the nonce between them (stored, or copied from the previous one), an
 * empty last block, then the CRC-32 and length of the whole page. `nonce`: NONCE_LENGTH bytes.
 */
export function gzipWithNonce(entry: Pick<Entry, "parts" | "length"> & { gzip: NonNullable<Entry["gzip"]> }, nonce: Buffer): Buffer {
  if (nonce.length !== NONCE_LENGTH) throw new Error("page cache: unexpected nonce length");
  const stored = Buffer.from([0, NONCE_LENGTH & 0xff, NONCE_LENGTH >> 8, ~NONCE_LENGTH & 0xff, (~NONCE_LENGTH >> 8) & 0xff]);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  for (let i = 0; i < entry.parts.length; i++) {
    if (i > 0) {
      const copy = entry.gzip.nonces[i - 1];
      if (copy) chunks.push(copy);
      else chunks.push(stored, nonce);
      crc = crc32(nonce, crc);
    }
    chunks.push(entry.gzip.parts[i]);
    crc = crc32(entry.parts[i], crc);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(entry.length % 2 ** 32, 4);
  chunks.push(LAST_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** `bytes` cut at each occurrence of `separator`. */
export function splitBytes(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

/**
 * A personal page rendered by this server for the visitor of `cookie` (her own cookies and
 * nothing else of her request): no compression, no redirect following. Without her experiment
 * cookie (no page reads it): the proxy then draws one in the render, so the entry knows to give a
 * bucket to a request without one, as the proxy would, whatever the request that filled it had.
 */
export function renderForVisitor(origin: string, url: string, secret: string, cookie: string, forwardedProto?: string): Promise<Rendered> {
  const withoutBucket = cookie
    .split(/;\s*/)
    .filter((pair) => pair && pair.split("=", 1)[0].trim() !== EXPERIMENT_COOKIE)
    .join("; ");
  return renderSelf(origin, url, secret, forwardedProto, withoutBucket);
}

/** The anonymous render of `url` by this server: no cookies, no compression, no redirect following. */
export function renderAnonymously(origin: string, url: string, secret: string, forwardedProto?: string): Promise<Rendered> {
  return renderSelf(origin, url, secret, forwardedProto);
}

async function renderSelf(origin: string, url: string, secret: string, forwardedProto?: string, cookie?: string): Promise<Rendered> {
  // identity: Next need not compress what this process reads back (fetch would decompress it anyway).
  const headers: Record<string, string> = {
    accept: "text/html",
    "accept-encoding": "identity",
    "user-agent": "rumbo-page-cache",
    [FILL_HEADER]: secret,
  };
  if (cookie) headers.cookie = cookie;
  if (forwardedProto) headers["x-forwarded-proto"] = forwardedProto;
  const response = await fetch(new URL(url, origin), { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** An LRU of entries by size with a time to live each, one render at a time per key, dropped by tag. */
export class PageCache {
  private entries: LRUCache<string, Entry>;
  private pending = new Map<string, Promise<Lookup>>();
  private generation = 0;

  constructor({ maxBytes = 64 * 1024 * 1024 }: { maxBytes?: number } = {}) {
    this.entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.size, ttlAutopurge: false });
  }

  get(key: string): Entry | null {
    return this.entries.get(key) ?? null;
  }

  /** Drops the entries carrying any of `tags` ("*": every entry); renders under way are not stored. */
  invalidate(tags: readonly string[]): void {
    this.generation += 1;
    if (tags.includes("*")) return void this.entries.clear();
    for (const [key, entry] of this.entries.entries()) if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
  }

  /**
   * The entry for `key`, rendering it with `render` once for all the requests that wait for it.
   * Resolves `{ entry }`, or `{ rendered }` (the render itself) when it cannot be cached.
   */
  async lookup(key: string, policy: PageCachePolicy, render: () => Promise<Rendered>): Promise<Lookup> {
    const entry = this.get(key);
    if (entry) return { entry };
    let pending = this.pending.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = render()
        .then((rendered): Lookup => {
          const made = toEntry(rendered, policy);
          if (made && generation === this.generation) this.entries.set(key, made, { ttl: policy.ttlSeconds * 1000 });
          return made ? { entry: made } : { rendered };
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
