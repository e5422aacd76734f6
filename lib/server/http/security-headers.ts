import { liveEnv } from "@/lib/config/env";

// One generator for the proxy and the page cache of server/serve.ts.
export { newNonce } from "@/lib/server/http/nonce.mjs";

/**
 * The pages' Content-Security-Policy and HSTS, set per request by proxy.ts.
 *
 * Scripts: a fresh nonce per request and 'strict-dynamic' — Next reads the nonce from the
 * request's CSP header and puts it on its own scripts (including the inline RSC payload), and
 * scripts those load are trusted in turn; any other inline script (an injected
 * `<img onerror>`, `<script>` in text) does not run. Because the nonce changes per request the
 * pages render per request (see app/layout.tsx). `object-src 'none'`, `base-uri 'none'`;
 * `frame-ancestors 'none'` except under /embed/*, which other sites may frame.
 */
/** Origins of the service URLs when they point elsewhere: the browser calls them. */
function serviceOrigins(): string[] {
  const origins = new Set<string>();
  for (const value of [liveEnv("API_URL"), liveEnv("METRICS_URL"), liveEnv("PDF_URL"), liveEnv("NOTIFICATION_URL")]) {
    if (!value || !/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: the env check at start reports it.
    }
  }
  return [...origins];
}

export function contentSecurityPolicy(nonce: string, options: { embed: boolean; https: boolean; dev: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    // React writes style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...serviceOrigins()].join(" "),
    // Videos and live talks (YouTube and the like), created on a click.
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    options.embed ? null : "frame-ancestors 'none'",
    options.https ? "upgrade-insecure-requests" : null,
  ];
  return directives.filter(Boolean).join("; ");
}

/** HSTS when the public address is https (APP_URL): two years, subdomains included. */
export function hstsHeader(): string | null {
  return /^https:\/\//i.test(liveEnv("APP_URL") ?? "") ? "max-age=63072000; includeSubDomains" : null;
}
