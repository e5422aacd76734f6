import "server-only";
import { serverHandle } from "@/server/interface";

/**
 * The server's page cache (server/serve.ts, server/page-cache.ts) keeps the HTML of public pages
 * for visitors without a session. A change to the data they show drops the entries with its tags
 * here; `invalidateCatalogue` calls this on every instance (Redis). Under `next start`, the tests,
 * or `npm run dev` with the caches off, the server registered nothing and this does nothing.
 */
export function invalidatePages(tags: readonly string[]): void {
  serverHandle().invalidatePages?.(tags);
}
