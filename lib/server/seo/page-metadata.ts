import type { Metadata } from "next";
import { site } from "@/lib/config/site";
import type { SitePage } from "@/lib/content/site/pages";

/**
 * A page's metadata: title, description, canonical URL and Open Graph. The root layout sets
 * `metadataBase` (APP_URL), so paths here become absolute URLs. Next replaces, not merges, a
 * parent's `openGraph`, so every page gets the whole object.
 */
export function pageMetadata(page: Pick<SitePage, "path" | "title" | "description" | "indexable">): Metadata {
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
    robots: page.indexable ? undefined : { index: false, follow: true },
  };
}
