import type { Metadata } from "next";
import { IntensiveWorkshopPage } from "@/components/marketing/workshop-page";
import { sitePages } from "@/lib/content/site/pages";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata(sitePages.workshop2);

export default function IntensiveWorkshopRoute() {
  return <IntensiveWorkshopPage />;
}
