import type { Metadata } from "next";
import { CampaignLanding, campaigns } from "@/components/marketing/campaign-landing";
import { sitePages } from "@/lib/content/site/pages";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata(sitePages.landingPeru);

export default function RegistroPeruPage() {
  return <CampaignLanding campaign={campaigns["registro-peru"]} />;
}
