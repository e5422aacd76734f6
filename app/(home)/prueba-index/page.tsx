import type { Metadata } from "next";
import { HomePage } from "@/components/marketing/home-page";
import { loadCatalogueStats } from "@/lib/server/catalogue/catalogue-stats-or-null";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const dynamic = "force-dynamic";

/** A test version of the index; canonical to "/" so search engines keep one page. */
export const metadata: Metadata = { ...pageMetadata("trialIndex"), alternates: { canonical: "/" } };

export default async function TrialIndexPage() {
  return <HomePage stats={await loadCatalogueStats()} />;
}
