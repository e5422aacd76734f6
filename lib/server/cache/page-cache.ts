import "server-only";

/**
 * The production server's page cache (scripts/serve.mjs, scripts/server/page-cache.mjs) keeps the
 * HTML of public pages for visitors without a session. A change to the data they show drops the
 * entries with its tags here; `invalidateCatalogue` calls this on every instance (Redis). Under
 * `next start` or `next dev` there is no page cache and this does nothing.
 */
const HANDLE = Symbol.for("rumbo.pageCache");
type PageCacheHandle = { invalidate(tags: readonly string[]): void };

function handle(): PageCacheHandle | undefined {
  return (globalThis as typeof globalThis & { [HANDLE]?: PageCacheHandle })[HANDLE];
}

export function invalidatePages(tags: readonly string[]): void {
  handle()?.invalidate(tags);
}
