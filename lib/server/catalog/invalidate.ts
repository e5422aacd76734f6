import "server-only";
import { clearSearchCache } from "./search-cache";

export type CatalogueChange = {
  /** What changed: an institution (and its offerings), a career, the fair, or everything (the seed). */
  kind: "institution" | "career" | "fair" | "all";
  id?: number;
  slug?: string;
};

/**
 * Called after every change to catalogue, fair or site data (an admin edit, the seed), once its
 * transaction has committed: public pages and the search cache show the change at once.
 */
export async function invalidateCatalogue(change: CatalogueChange): Promise<void> {
  void change;
  clearSearchCache();
}
