import type { Metadata } from "next";
import { TestLanding } from "@/components/marketing/test-landing";
import { sitePages } from "@/lib/content/site/pages";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata(sitePages.testExpo);

export default function TestExpoPage() {
  return <TestLanding variant="expo" />;
}
