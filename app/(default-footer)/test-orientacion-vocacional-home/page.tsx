import type { Metadata } from "next";
import { TestLanding } from "@/components/marketing/test-landing";
import { sitePages } from "@/lib/content/site/pages";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata(sitePages.testHome);

export default function TestHomePage() {
  return <TestLanding variant="home" />;
}
