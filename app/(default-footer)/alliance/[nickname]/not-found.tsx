import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/status-views";
import { allianceNotFound } from "@/lib/content/site/not-found";

export const metadata: Metadata = { title: "Alianza no encontrada", robots: { index: false, follow: false } };

/**
 * An unknown or inactive `/alliance/{nickname}`: 404 in Spanish, inside the site's own header and
 * footer. The HTML of a first load is app/not-found.tsx's alliance copy (the server
 * renders it: server/not-found.ts); this boundary draws the same copy on a client navigation.
 */
export default function AllianceNotFound() {
  return <NotFoundContent title={allianceNotFound.title} text={allianceNotFound.text} />;
}
