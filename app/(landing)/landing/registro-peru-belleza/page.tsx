import type { Metadata } from "next";
import { CampaignLanding, campaigns } from "@/components/marketing/campaign-landing";
import { sitePages } from "@/lib/content/site/pages";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata(sitePages.landingBeauty);

export default function RegistroPeruBellezaPage() {
  return <CampaignLanding campaign={campaigns["registro-peru-belleza"]} />;
}
