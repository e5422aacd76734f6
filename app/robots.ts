import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/config/env";

export default function robots(): MetadataRoute.Robots {
  const base = appUrl();
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        // Personal areas, the API and embeddable widgets are not for search engines.
        disallow: ["/api/", "/overview", "/orientacion-vocacional", "/live", "/logout", "/order-payment", "/embed/", "/r/", "/estilos"],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
