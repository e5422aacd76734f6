import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/status-views";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("notFoundPage");

/** The spec's named not-found route: the same content as the 404 page (answered with 200). */
export default function NotFoundRoute() {
  return <NotFoundContent />;
}
