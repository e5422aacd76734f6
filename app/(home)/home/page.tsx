import type { Metadata } from "next";
import { HomePage } from "@/components/marketing/home-page";
import { sitePages } from "@/lib/content/site/pages";
import { loadCatalogueStats } from "@/lib/server/catalog/catalogue-stats-or-null";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const dynamic = "force-dynamic";

// The same page as "/": its canonical URL is "/".
export const metadata: Metadata = { ...pageMetadata(sitePages.homeAlias), alternates: { canonical: "/" } };

export default async function HomeAliasPage() {
  return <HomePage stats={await loadCatalogueStats()} />;
}
