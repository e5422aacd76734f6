/**
 * The production server's page cache (issue 15): the HTML of public catalogue, fair and site
 * pages (lib/config/page-cache.mjs), rendered once for an anonymous visitor and served from memory
 * to every visitor without a session until it expires or a change drops it
 * (lib/server/cache/page-cache.ts → `invalidate`, on this instance and, through Redis, the others).
 *
 * The CSP nonce stays per response: an entry is the rendered HTML split at the nonce Next put on
 * its own scripts, and each response joins it with a fresh one (and says it in the CSP header).
 * Only the scripts Next marked get the new nonce: an injected script would not, as without the cache.
 * Types in page-cache.d.mts; tests in tests/unit/page-cache.test.ts.
 */
import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { pageCachePolicy } from "../../lib/config/page-cache.mjs";

/** The header the server's own render request carries (with a per-process secret) so that it is not served from the cache. */
export const FILL_HEADER = "x-rumbo-page-fill";
/** Cookies that mean a signed-in visitor (lib/config/cookies.ts): their pages are rendered for them. */
export const SESSION_COOKIES = ["rumbo_session", "rumbo_user"];
export const CAMPAIGN_COOKIE = "rumbo_ref";
export const EXPERIMENT_COOKIE = "exp";
/** Requests of Next's client router (RSC payloads, prefetches) and server actions: never from this cache. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action"];
/** Response headers not kept in an entry: per connection, per response, or recomputed. */
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "date",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "content-encoding",
]);
const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/]{16,86}={0,2})'/;
const SLOT = "\u0000rumbo-exp\u0000";

export function newNonce() {
  return randomBytes(16).toString("base64");
}

function hasCookie(header, names) {
  if (!header) return false;
  return header.split(";").some((part) => names.includes(part.split("=", 1)[0].trim()));
}

/**
 * The cache key and policy of a request, or null when it must go to Next as it is.
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} req
 */
export function cacheCandidate(req) {
  if (req.method !== "GET") return null;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (hasCookie(req.headers.cookie, SESSION_COOKIES)) return null;
  const url = req.url ?? "/";
  const question = url.indexOf("?");
  const pathname = question === -1 ? url : url.slice(0, question);
  const search = question === -1 ? "" : url.slice(question);
  const policy = pageCachePolicy(pathname, search === "?" ? "" : search);
  return policy ? { key: url, policy } : null;
}

/**
 * An entry from an anonymous render, or null when it cannot be served to others: not a 200 HTML
 * page, or it sets a cookie other than the proxy's campaign and experiment cookies.
 * @param {{ status: number; headers: Headers; body: Buffer }} rendered
 * @param {{ tags: string[] }} policy
 */
export function toEntry(rendered, policy) {
  if (rendered.status !== 200) return null;
  if (!(rendered.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  const cookies = [];
  let experiment = null;
  for (const cookie of rendered.headers.getSetCookie()) {
    const name = cookie.split("=", 1)[0].trim();
    if (name === CAMPAIGN_COOKIE) cookies.push(cookie);
    // The bucket is drawn per visitor; Max-Age says how long it lasts (an Expires would be the render's).
    else if (name === EXPERIMENT_COOKIE)
      experiment = cookie.replace(/^[^=]*=[^;]*/, `${EXPERIMENT_COOKIE}=${SLOT}`).replace(/;\s*Expires=[^;]*/i, "");
    else return null;
  }
  const nonce = NONCE_IN_CSP.exec(rendered.headers.get("content-security-policy") ?? "")?.[1] ?? null;
  const headers = [];
  for (const [name, value] of rendered.headers) if (!DROPPED_HEADERS.has(name)) headers.push([name, nonce ? value.split(nonce) : [value]]);
  // Kept as bytes: each response copies them around its nonce instead of encoding the page again.
  const parts = nonce ? splitBytes(rendered.body, Buffer.from(nonce)) : [rendered.body];
  return { tags: policy.tags, headers, parts, cookies, experiment, size: rendered.body.length + 2048 };
}

/**
 * The response for one request from an entry: a fresh nonce in the body and the CSP header, the
 * campaign cookie, an experiment bucket for a visitor without one, gzip when the client takes it.
 * @param {ReturnType<typeof toEntry> & {}} entry
 * @param {{ cookie?: string; acceptEncoding?: string }} request
 */
export function renderEntry(entry, request) {
  const nonce = newNonce();
  const headers = entry.headers.map(([name, parts]) => [name, parts.join(nonce)]);
  headers.push(["x-rumbo-cache", "hit"]);
  const cookies = [...entry.cookies];
  if (entry.experiment && !hasCookie(request.cookie, [EXPERIMENT_COOKIE])) {
    cookies.push(entry.experiment.replace(SLOT, randomBytes(1)[0] % 2 === 0 ? "a" : "b"));
  }
  if (cookies.length) headers.push(["set-cookie", cookies]);
  const nonceBytes = Buffer.from(nonce);
  const pieces = [];
  entry.parts.forEach((part, i) => (i === 0 ? pieces.push(part) : pieces.push(nonceBytes, part)));
  let body = Buffer.concat(pieces);
  if (/\bgzip\b/.test(request.acceptEncoding ?? "") && body.length > 1024) {
    body = gzipSync(body, { level: 4 });
    headers.push(["content-encoding", "gzip"]);
  }
  headers.push(["content-length", String(body.length)]);
  return { status: 200, headers, body, nonce };
}

/** `bytes` cut at each occurrence of `separator`. */
export function splitBytes(bytes, separator) {
  const parts = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

/** The anonymous render of `url` by this server: no cookies, no compression, no redirect following. */
export async function renderAnonymously(origin, url, secret, forwardedProto) {
  // identity: Next need not compress what this process reads back (fetch would decompress it anyway).
  const headers = { accept: "text/html", "accept-encoding": "identity", "user-agent": "rumbo-page-cache", [FILL_HEADER]: secret };
  if (forwardedProto) headers["x-forwarded-proto"] = forwardedProto;
  const response = await fetch(new URL(url, origin), { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** An LRU of entries by size with a time to live each, one render at a time per key, dropped by tag. */
export class PageCache {
  constructor({ maxBytes = 64 * 1024 * 1024 } = {}) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.size, ttlAutopurge: false });
    this.pending = new Map();
    this.generation = 0;
  }

  get(key) {
    return this.entries.get(key) ?? null;
  }

  /** Drops the entries carrying any of `tags` ("*": every entry); renders under way are not stored. */
  invalidate(tags) {
    this.generation += 1;
    if (tags.includes("*")) return this.entries.clear();
    for (const [key, entry] of this.entries.entries()) if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
  }

  /**
   * The entry for `key`, rendering it with `render` once for all the requests that wait for it.
   * Resolves `{ entry }`, or `{ rendered }` (the render itself) when it cannot be cached.
   */
  async lookup(key, policy, render) {
    const entry = this.get(key);
    if (entry) return { entry };
    let pending = this.pending.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = render()
        .then((rendered) => {
          const made = toEntry(rendered, policy);
          if (made && generation === this.generation) this.entries.set(key, made, { ttl: policy.ttlSeconds * 1000 });
          return made ? { entry: made } : { rendered };
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  get size() {
    return this.entries.size;
  }
}
