import "server-only";
import { LRUCache } from "lru-cache";
import { env } from "@/lib/config/env";
import { existingProcessCache, loadShared, newEpoch, processCache, type ProcessCache } from "./process-cache";

/**
 * The public pages' data (catalogue, careers, fair, site counts) kept in this process's memory,
 * each entry labelled with tags ("institution:<slug>", "careers", "fair", "catalogue" …) that
 * `invalidateTags()` drops at once — called by `invalidateCatalogue()` after an admin edit or the
 * seed commits.
 *
 * Why not Next's own data cache (`unstable_cache` / `"use cache"`): the pages render per request
 * anyway (the CSP nonce), so what a cache can save is the database work; Next's cache
 * persists to `.next/cache` across restarts, which would serve what the database held before a
 * re-seed (the seed runs in another process before the server starts). This one starts empty in
 * every process, so a server started after a seed can never show older data, and other instances
 * hear of an invalidation through Redis when REDIS_URL is set (lib/server/cache/broadcast.ts).
 * Entries also expire after `RUMBO_PAGE_CACHE_SECONDS` (a bound, not the invalidation).
 *
 * Personal data (a user's saved flags, the user menu) is never stored here: callers cache the
 * visitor's version and add the user's part per request.
 *
 * Kept on globalThis, one per process (process-cache.ts).
 */
type Entry = { value: unknown; tags: readonly string[] };

const STORE = Symbol.for("rumbo.dataCache");

/** Bounded by entries: a profile with its offerings is the largest (tens of KB), 2,000 stay well under 100 MB. */
const MAX_ENTRIES = 2_000;

function store(): ProcessCache<Entry> | null {
  const ttlMs = env().RUMBO_PAGE_CACHE_SECONDS * 1000;
  if (ttlMs <= 0) return null;
  return processCache(STORE, ttlMs, () => new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: ttlMs }));
}

/**
 * The value stored under `key`, or `load()`'s result, stored with `tags`. The value is shared by
 * every caller: treat it as read-only.
 */
export async function cached<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  const s = store();
  if (!s) return load();
  const hit = s.lru.get(key);
  if (hit) return hit.value as T;
  return loadShared(s, key, load, (value): Entry => ({ value, tags }));
}

/** Drops every entry carrying one of `tags` ("*" drops everything). */
export function invalidateTags(tags: readonly string[]): void {
  const s = existingProcessCache<Entry>(STORE);
  if (!s) return;
  newEpoch(s);
  if (tags.includes("*")) {
    s.lru.clear();
    return;
  }
  const wanted = new Set(tags);
  for (const [key, entry] of s.lru.entries()) {
    if (entry.tags.some((tag) => wanted.has(tag))) s.lru.delete(key);
  }
}

/** How many entries are kept (tests). */
export function dataCacheSize(): number {
  return existingProcessCache<Entry>(STORE)?.lru.size ?? 0;
}
