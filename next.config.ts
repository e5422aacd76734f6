import type { NextConfig } from "next";
import { BASE_SECURITY_HEADERS } from "./server/security-headers";

// The production server (server/serve.ts) adds the same to every response Next does not cover.
const securityHeaders = BASE_SECURITY_HEADERS.map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Several builds side by side (parallel e2e runs) each use their own folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The service base URLs, exposed to the browser helpers in lib/api.
  env: {
    NEXT_PUBLIC_API_URL: process.env.API_URL || "/api",
    NEXT_PUBLIC_METRICS_URL: process.env.METRICS_URL || "/api/metrics",
    NEXT_PUBLIC_PDF_URL: process.env.PDF_URL || "/api/pdf",
    NEXT_PUBLIC_NOTIFICATION_URL: process.env.NOTIFICATION_URL || "/api/notifications",
    NEXT_PUBLIC_WHATSAPP_PHONE: process.env.NEXT_PUBLIC_WHATSAPP_PHONE || "",
  },
  poweredByHeader: false,
  // `forbidden()` (403 pages: the back office and the school panel for other accounts).
  experimental: { authInterrupts: true },
  // The build type-checks the application only; `npm run typecheck` covers tests and scripts.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pdfkit"],
  // Browsers still ask for /favicon.ico now and then (before they read the page's icon link); a 404
  // there was a console error on random pages.
  async redirects() {
    return [{ source: "/favicon.ico", destination: "/favicon.svg", permanent: true }];
  },
  async headers() {
    return [
      // Only the embed layout may be framed by other sites (spec: /embed/*).
      { source: "/embed/:path*", headers: securityHeaders },
      { source: "/((?!embed/).*)", headers: [...securityHeaders, { key: "X-Frame-Options", value: "DENY" }] },
      // Pages get their full policy with a per-request nonce from proxy.ts; the answers the proxy
      // does not see (API, PDFs) may not be framed.
      ...["/api/:path*", "/v1/:path*", "/institution/v1/:path*"].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: "frame-ancestors 'none'; base-uri 'none'" }],
      })),
    ];
  },
};

export default nextConfig;
