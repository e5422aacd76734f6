import "server-only";
import { LRUCache } from "lru-cache";
import type { InstitutionList } from "@/lib/contracts/catalogue";
import { existingProcessCache, loadShared, newEpoch, processCache } from "../cache/process-cache";

/**
 * Directory pages kept in memory (one per process, lib/server/cache/process-cache.ts) for
 * `RUMBO_SEARCH_CACHE_SECONDS`, and dropped at once by a catalogue change (`invalidateLocally`:
 * an admin edit, the seed, or another instance through Redis). Identical searches arriving
 * together share one database query.
 */
/** Bounded by cards, not pages: 20,000 cards are about 10 MB (a page holds up to 50). */
const MAX_CARDS = 20_000;

const STORE = Symbol.for("rumbo.searchCache");

/** The page for `key`, loaded with `load` when it is not cached (or `ttlSeconds` is 0). */
export async function cachedPage(key: string, ttlSeconds: number, load: () => Promise<InstitutionList>): Promise<InstitutionList> {
  if (ttlSeconds <= 0) return load();
  const ttlMs = ttlSeconds * 1000;
  const cache = processCache(
    STORE,
    ttlMs,
    () =>
      new LRUCache<string, InstitutionList>({ maxSize: MAX_CARDS, sizeCalculation: (page) => Math.max(1, page.items.length), ttl: ttlMs }),
  );
  return cache.lru.get(key) ?? loadShared(cache, key, load, (page) => page);
}

/** Empties the cache (a catalogue change, and tests); searches under way are not kept. */
export function clearSearchCache(): void {
  const cache = existingProcessCache<InstitutionList>(STORE);
  if (!cache) return;
  newEpoch(cache);
  cache.lru.clear();
}
