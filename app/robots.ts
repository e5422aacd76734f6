import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";

export default function robots(): MetadataRoute.Robots {
  const base = appUrl();
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        // Personal areas, the API and embeddable widgets are not for search engines.
        disallow: [
          "/api/",
          href("overview"),
          href("orientacionVocacional"),
          href("live"),
          href("logout"),
          "/order-payment",
          "/embed/",
          "/r/",
          href("styleGuide"),
        ],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
