import "server-only";
import { LRUCache } from "lru-cache";
import { env } from "@/lib/config/env";
import { existingProcessCache, newEpoch, processCache, type ProcessCache } from "./process-cache";

/**
 * Per-person results that are costly to compute and change rarely (the vocational result): one
 * entry per key (a student's process), kept with the `version` of its inputs (a digest of her
 * answers) and tags of the shared data it read ("catalogue"). A call with another version
 * computes again and replaces the entry; `invalidateMemos(tags)` (every catalogue change, through
 * `invalidateLocally`) drops the entries carrying those tags. Unlike the data cache, the value is
 * personal: the key must name its owner, and the caller checks that the asker may see it.
 * Bounded by `RUMBO_PAGE_CACHE_SECONDS` (0 turns it off) and by entries; kept on globalThis.
 */
type Entry = { version: string; value: unknown; tags: readonly string[] };

const STORE = Symbol.for("rumbo.memo");
/** A result is tens of KB: 2,000 students stay under ~100 MB. */
const MAX_ENTRIES = 2_000;

function store(): ProcessCache<Entry> | null {
  const ttlMs = env().RUMBO_PAGE_CACHE_SECONDS * 1000;
  if (ttlMs <= 0) return null;
  return processCache(STORE, ttlMs, () => new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: ttlMs }));
}

/** `compute()`'s value for `key` at `version`, computed once while the version and the tags' data stay the same. Read-only. */
export async function memoised<T>(key: string, version: string, tags: readonly string[], compute: () => Promise<T>): Promise<T> {
  const s = store();
  if (!s) return compute();
  const hit = s.lru.get(key);
  if (hit?.version === version) return hit.value as T;
  const pendingKey = `${key}\u0000${version}`;
  const waiting = s.pending.get(pendingKey);
  if (waiting) return waiting as Promise<T>;
  const epoch = s.epoch;
  const promise = compute().finally(() => {
    if (s.pending.get(pendingKey) === promise) s.pending.delete(pendingKey);
  });
  s.pending.set(pendingKey, promise);
  const value = await promise;
  // A catalogue change while it ran may have altered what it read: answer with it, don't keep it.
  if (s.epoch === epoch) s.lru.set(key, { version, value, tags });
  return value;
}

/** Drops the entries carrying one of `tags` ("*": all). */
export function invalidateMemos(tags: readonly string[]): void {
  const s = existingProcessCache<Entry>(STORE);
  if (!s) return;
  newEpoch(s);
  if (tags.includes("*")) return void s.lru.clear();
  const wanted = new Set(tags);
  for (const [key, entry] of s.lru.entries()) {
    if (entry.tags.some((tag) => wanted.has(tag))) s.lru.delete(key);
  }
}

/** Whether `key` is kept at `version` (tests). */
export function hasMemo(key: string, version?: string): boolean {
  const entry = existingProcessCache<Entry>(STORE)?.lru.get(key);
  return Boolean(entry && (version === undefined || entry.version === version));
}
