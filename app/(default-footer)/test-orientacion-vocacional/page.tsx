import type { Metadata } from "next";
import { TestLanding } from "@/components/marketing/test-landing";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("testOrientacion");

export default function TestPage() {
  return <TestLanding variant="default" />;
}
