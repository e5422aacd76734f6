import type { Metadata } from "next";
import { HomePage } from "@/components/marketing/home-page";
import { loadCatalogueStats } from "@/lib/server/catalogue/catalogue-stats-or-null";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

// The catalogue counts are read from the database on each request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata("index");

export default async function IndexPage() {
  return <HomePage stats={await loadCatalogueStats()} />;
}
