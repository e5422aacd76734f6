import type { Metadata } from "next";
import { OverviewHome } from "@/components/marketing/overview";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("overview");

/** Logged-in area: the proxy sends visitors without a session to /login?redirect=overview. */
export default function OverviewPage() {
  return <OverviewHome />;
}
