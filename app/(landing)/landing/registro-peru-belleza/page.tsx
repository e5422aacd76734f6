import type { Metadata } from "next";
import { CampaignLanding, campaigns } from "@/components/marketing/campaign-landing";
import { availableProviders } from "@/lib/server/auth/oauth";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("landingBeauty");

export default function RegistroPeruBellezaPage() {
  return <CampaignLanding campaign={campaigns["registro-peru-belleza"]} providers={availableProviders()} />;
}
