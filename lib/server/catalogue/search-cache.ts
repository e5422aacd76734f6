import "server-only";
import { LRUCache } from "lru-cache";
import type { InstitutionList } from "@/lib/contracts/catalogue";

/**
 * Directory pages kept in memory (one process). The catalogue is read-only while the app runs
 * (only the seed writes it), so a short time-to-live is the only invalidation needed. Identical
 * searches arriving together share one database query (lru-cache's `fetch` dedupes them).
 */
/** Bounded by cards, not pages: 20,000 cards are about 10 MB (a page holds up to 50). */
const MAX_CARDS = 20_000;

let cache: LRUCache<string, InstitutionList, () => Promise<InstitutionList>> | null = null;
let cacheTtlMs = 0;

function cacheFor(ttlMs: number) {
  if (!cache || cacheTtlMs !== ttlMs) {
    cacheTtlMs = ttlMs;
    cache = new LRUCache<string, InstitutionList, () => Promise<InstitutionList>>({
      maxSize: MAX_CARDS,
      sizeCalculation: (page) => Math.max(1, page.items.length),
      ttl: ttlMs,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }
  return cache;
}

/** The page for `key`, loaded with `load` when it is not cached (or `ttlSeconds` is 0). */
export async function cachedPage(key: string, ttlSeconds: number, load: () => Promise<InstitutionList>): Promise<InstitutionList> {
  if (ttlSeconds <= 0) return load();
  const page = await cacheFor(ttlSeconds * 1000).fetch(key, { context: load });
  // fetchMethod never resolves undefined (it returns the loaded page or throws).
  return page ?? load();
}

/** Empties the cache (tests, and after the catalogue is reloaded in this process). */
export function clearSearchCache(): void {
  cache?.clear();
}
