import type { Metadata } from "next";
import { CampaignLanding, campaigns } from "@/components/marketing/campaign-landing";
import { availableProviders } from "@/lib/server/auth/oauth";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("landingPeru");

export default function RegistroPeruPage() {
  return <CampaignLanding campaign={campaigns["registro-peru"]} providers={availableProviders()} />;
}
