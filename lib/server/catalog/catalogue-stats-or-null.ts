import "server-only";
import { unstable_rethrow } from "next/navigation";
import { getCatalogueStats, type CatalogueStats } from "@/lib/server/catalog/catalogue-stats";
import { logWarn } from "@/lib/server/log";

/** The landing page's catalogue counts, or null (the section is left out) if the database is down. */
export async function loadCatalogueStats(): Promise<CatalogueStats | null> {
  try {
    return await getCatalogueStats();
  } catch (error) {
    // Next's own signals (dynamic rendering during the build, redirects) are not failures.
    unstable_rethrow(error);
    logWarn("home: catalogue stats unavailable", error);
    return null;
  }
}
