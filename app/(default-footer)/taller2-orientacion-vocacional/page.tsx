import type { Metadata } from "next";
import { IntensiveWorkshopPage } from "@/components/marketing/workshop-page";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("workshop2");

export default function IntensiveWorkshopRoute() {
  return <IntensiveWorkshopPage />;
}
