import "server-only";
import type { LRUCache } from "lru-cache";

/**
 * What the data cache (data-cache.ts) and the directory's search cache
 * (catalogue/search-cache.ts) share: an LRU kept on globalThis, loads under way shared by
 * identical requests, and an epoch that a clear bumps so that a load which started before it
 * answers its caller but is not kept.
 *
 * On globalThis because Next compiles route handlers (where admin edits invalidate), pages and
 * instrumentation.ts (the Redis subscriber) into separate module instances, which must share one
 * cache per process.
 */
export type ProcessCache<S extends object> = {
  lru: LRUCache<string, S>;
  ttlMs: number;
  epoch: number;
  pending: Map<string, Promise<unknown>>;
};

type WithCaches = typeof globalThis & { [key: symbol]: unknown };

/** The process's cache under `key`, made anew (empty) the first time or when its time-to-live changes. */
export function processCache<S extends object>(key: symbol, ttlMs: number, create: () => LRUCache<string, S>): ProcessCache<S> {
  const global = globalThis as WithCaches;
  let current = global[key] as ProcessCache<S> | undefined;
  if (!current || current.ttlMs !== ttlMs) {
    current = { lru: create(), ttlMs, epoch: 0, pending: new Map() };
    global[key] = current;
  }
  return current;
}

/** The process's cache under `key` if one was made (for clearing it). */
export function existingProcessCache<S extends object>(key: symbol): ProcessCache<S> | undefined {
  return (globalThis as WithCaches)[key] as ProcessCache<S> | undefined;
}

/**
 * `load()` once for every caller asking for `key` meanwhile; its result is kept as `keep(value)`
 * unless the cache was cleared while it ran. (The caller looks in `cache.lru` first.)
 */
export function loadShared<V, S extends object>(
  cache: ProcessCache<S>,
  key: string,
  load: () => Promise<V>,
  keep: (value: V) => S,
): Promise<V> {
  const waiting = cache.pending.get(key);
  if (waiting) return waiting as Promise<V>;
  const epoch = cache.epoch;
  const done = () => {
    if (cache.pending.get(key) === promise) cache.pending.delete(key);
  };
  const promise = load().then(
    (value) => {
      done();
      // A change while the load ran may have altered what it read: answer with it, don't keep it.
      if (cache.epoch === epoch) cache.lru.set(key, keep(value));
      return value;
    },
    (error: unknown) => {
      done();
      throw error;
    },
  );
  cache.pending.set(key, promise);
  return promise;
}

/** Starts a new epoch: loads under way are not kept, and new requests do not join them. */
export function newEpoch<S extends object>(cache: ProcessCache<S>): void {
  cache.epoch += 1;
  cache.pending.clear();
}
