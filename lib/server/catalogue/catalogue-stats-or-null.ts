import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { CatalogueStats } from "@/lib/server/catalogue/catalogue-stats";
import { cachedCatalogueStats } from "@/lib/server/catalogue/page-data";
import { logWarn } from "@/lib/server/log";

/** The landing page's catalogue counts, or null (the section is left out) if the database is down. */
export async function loadCatalogueStats(): Promise<CatalogueStats | null> {
  try {
    return await cachedCatalogueStats();
  } catch (error) {
    // Next's own signals (dynamic rendering during the build, redirects) are not failures.
    unstable_rethrow(error);
    logWarn("home: catalogue stats unavailable", error);
    return null;
  }
}
