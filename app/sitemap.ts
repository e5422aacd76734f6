import type { MetadataRoute } from "next";
import { sitemapEntries } from "@/lib/server/seo/sitemap-entries";

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries();
}
