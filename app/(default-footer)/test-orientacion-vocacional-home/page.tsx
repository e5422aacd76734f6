import type { Metadata } from "next";
import { TestLanding } from "@/components/marketing/test-landing";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("testHome");

export default function TestHomePage() {
  return <TestLanding variant="home" />;
}
