import "server-only";
import { LRUCache } from "lru-cache";
import type { InstitutionList } from "@/lib/contracts/catalogue";

/**
 * Directory pages kept in memory (one process) for `RUMBO_SEARCH_CACHE_SECONDS`, and dropped at
 * once by a catalogue change (`invalidateLocally`: an admin edit, the seed, or another instance
 * through Redis). Identical searches arriving together share one database query.
 *
 * Kept on globalThis, as the data cache (lib/server/cache/data-cache.ts): Next compiles the search
 * route, the back office's routes and instrumentation.ts (the Redis subscriber) into separate
 * module instances, and a change heard in one must empty the cache the search reads.
 */
/** Bounded by cards, not pages: 20,000 cards are about 10 MB (a page holds up to 50). */
const MAX_CARDS = 20_000;

type Store = {
  lru: LRUCache<string, InstitutionList>;
  ttlMs: number;
  /** Bumped by every clear: a query that started before it is answered but not kept. */
  epoch: number;
  /** Queries under way, shared by identical searches arriving together. */
  pending: Map<string, Promise<InstitutionList>>;
};

const STORE = Symbol.for("rumbo.searchCache");
type WithStore = typeof globalThis & { [STORE]?: Store };

function storeFor(ttlMs: number): Store {
  const global = globalThis as WithStore;
  let current = global[STORE];
  if (!current || current.ttlMs !== ttlMs) {
    const lru = new LRUCache<string, InstitutionList>({
      maxSize: MAX_CARDS,
      sizeCalculation: (page) => Math.max(1, page.items.length),
      ttl: ttlMs,
    });
    current = { lru, ttlMs, epoch: 0, pending: new Map() };
    global[STORE] = current;
  }
  return current;
}

/** The page for `key`, loaded with `load` when it is not cached (or `ttlSeconds` is 0). */
export async function cachedPage(key: string, ttlSeconds: number, load: () => Promise<InstitutionList>): Promise<InstitutionList> {
  if (ttlSeconds <= 0) return load();
  const s = storeFor(ttlSeconds * 1000);
  const hit = s.lru.get(key);
  if (hit) return hit;
  const waiting = s.pending.get(key);
  if (waiting) return waiting;
  const epoch = s.epoch;
  const done = () => {
    if (s.pending.get(key) === promise) s.pending.delete(key);
  };
  const promise = load().then(
    (page) => {
      done();
      // A change while the query ran may have altered what it read: answer with it, don't keep it.
      if (s.epoch === epoch) s.lru.set(key, page);
      return page;
    },
    (error: unknown) => {
      done();
      throw error;
    },
  );
  s.pending.set(key, promise);
  return promise;
}

/** Empties the cache (a catalogue change, and tests); searches under way are not kept. */
export function clearSearchCache(): void {
  const s = (globalThis as WithStore)[STORE];
  if (!s) return;
  s.epoch += 1;
  s.pending.clear();
  s.lru.clear();
}
