/**
 * Logos are shown only from this site (a relative path): no third-party image requests. Its own
 * module without zod: the navbar's sponsor logo (on every page) checks the cookie with it, and
 * importing it from the alliance contract put zod (~18 KB gzip) in every page's first load.
 */
export function isSameSiteLogo(logo: string | null | undefined): logo is string {
  return typeof logo === "string" && logo.startsWith("/") && !logo.startsWith("//") && !logo.includes("\\");
}
