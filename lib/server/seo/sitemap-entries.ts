import "server-only";
import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/config/env";
import { unstable_rethrow } from "next/navigation";
import { routeEntries } from "@/lib/config/route-registry";
import { catalogueSitemapEntries } from "../catalogue/seo";
import { communitySitemapEntries } from "../community/seo";
import { webinarSitemapEntries } from "../webinars/webinars";
import { logWarn } from "../log";

export type SitemapEntries = MetadataRoute.Sitemap;

/** The indexable static pages of the site: the route registry's entries with a sitemap entry. */
export function staticSitemapEntries(base: string = appUrl()): SitemapEntries {
  return routeEntries.flatMap(({ path, sitemap }) =>
    sitemap
      ? [
          {
            url: path === "/" ? `${base}/` : `${base}${path}`,
            changeFrequency: sitemap.changeFrequency ?? "monthly",
            priority: sitemap.priority,
          },
        ]
      : [],
  );
}

/**
 * Other domains add their pages here (e.g. the catalogue: every institution and career page):
 * a function returning its entries, given the public origin.
 */
export const sitemapSources: Array<(base: string) => SitemapEntries | Promise<SitemapEntries>> = [
  staticSitemapEntries,
  catalogueSitemapEntries,
  webinarSitemapEntries,
  communitySitemapEntries,
];

/** Everything sitemap.xml lists. A source that fails is left out rather than failing the file. */
export async function sitemapEntries(base: string = appUrl()): Promise<SitemapEntries> {
  const lists = await Promise.allSettled(sitemapSources.map((source) => source(base)));
  return lists.flatMap((result) => {
    if (result.status === "fulfilled") return result.value;
    // Next's own signal that the file renders on demand (it reads the database) is not a failure.
    unstable_rethrow(result.reason);
    logWarn("sitemap: a source failed", result.reason);
    return [];
  });
}
