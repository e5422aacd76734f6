import type { Metadata } from "next";
import { WorkshopPage } from "@/components/marketing/workshop-page";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("workshopTrial");

export default function WorkshopTrialRoute() {
  return <WorkshopPage trial />;
}
