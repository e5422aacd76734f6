import type { Metadata } from "next";
import { TestLanding } from "@/components/marketing/test-landing";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("testExpo");

export default function TestExpoPage() {
  return <TestLanding variant="expo" />;
}
