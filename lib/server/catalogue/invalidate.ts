import "server-only";
import { INVALIDATION_CHANNEL, publishInvalidation } from "../cache/broadcast";
import { publishToWorkers } from "../cluster/bus.mjs";
import { invalidateTags } from "../cache/data-cache";
import { invalidateMemos } from "../cache/memo";
import { invalidatePages } from "../cache/page-cache";
import { CATALOGUE_TAG } from "./page-data";
import { clearSearchCache } from "./search-cache";

export type CatalogueChange = {
  /** What changed: an institution (and its offerings), a career, the fair, or everything (the seed). */
  kind: "institution" | "career" | "fair" | "all";
  id?: number;
  slug?: string;
};

export const FAIR_TAG = "fair";

/**
 * The data-cache tags a change makes stale. Catalogue data appears on many pages (a career's name
 * on every profile that teaches it, an institution on the fair's stands), so any catalogue edit
 * drops all of it; the fair's own edits only the fair.
 */
export function tagsForChange(change: CatalogueChange): string[] {
  if (change.kind === "all") return ["*"];
  if (change.kind === "fair") return [FAIR_TAG];
  return [CATALOGUE_TAG, FAIR_TAG];
}

/** Drops the tags in this process: the page data cache, the server's page cache, the directory's search cache and the memoised results. */
export function invalidateLocally(tags: readonly string[]): void {
  invalidateTags(tags);
  invalidateMemos(tags);
  invalidatePages(tags);
  if (tags.includes("*") || tags.includes(CATALOGUE_TAG)) clearSearchCache();
}

/**
 * Called after every change to catalogue, fair or site data (an admin edit, the seed), once its
 * transaction has committed: the public pages and the search cache of this process show the
 * change on the next request, and other instances (REDIS_URL) hear of it within milliseconds.
 */
export async function invalidateCatalogue(change: CatalogueChange): Promise<void> {
  return invalidateEverywhere(tagsForChange(change));
}

/** Seats left on the fair's pages: an enrolment or a cancellation changes them. */
export const FAIR_SEATS_TAG = "fair-seats";

/**
 * Drops `tags` in this process and in the others: through Redis (REDIS_URL: every worker of every
 * instance listens), or else to this instance's sibling workers over the cluster bus.
 */
export async function invalidateEverywhere(tags: readonly string[]): Promise<void> {
  invalidateLocally(tags);
  if (!(await publishInvalidation(tags))) publishToWorkers(INVALIDATION_CHANNEL, { tags });
}
