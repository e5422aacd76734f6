import type { Metadata } from "next";
import { HomePage } from "@/components/marketing/home-page";
import { loadCatalogueStats } from "@/lib/server/catalogue/catalogue-stats-or-null";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const dynamic = "force-dynamic";

// The same page as "/": its canonical URL is "/".
export const metadata: Metadata = { ...pageMetadata("home"), alternates: { canonical: "/" } };

export default async function HomeAliasPage() {
  return <HomePage stats={await loadCatalogueStats()} />;
}
