import type { Metadata } from "next";
import { site } from "@/lib/config/site";
import { route, type PageName } from "@/lib/config/route-registry";

/**
 * A page's metadata from its route entry: title, description, canonical URL and Open Graph;
 * pages without a sitemap entry are not indexed. The root layout sets `metadataBase` (APP_URL),
 * so paths here become absolute URLs. Next replaces, not merges, a parent's `openGraph`, so every
 * page gets the whole object.
 */
export function pageMetadata(name: PageName): Metadata {
  const page = route(name);
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: "website",
      locale: "es_PE",
      siteName: site.name,
      title: `${page.title} · ${site.name}`,
      description: page.description,
      url: page.path,
    },
    robots: "sitemap" in page ? undefined : { index: false, follow: true },
  };
}
