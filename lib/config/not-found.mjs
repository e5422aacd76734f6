/**
 * Which not-found copy a 404 shows when the production server renders it for a page that called
 * `notFound()` (server/not-found.ts asks Next's not-found route for it with this header;
 * app/not-found.tsx reads it). A section with its own not-found copy is listed here by path
 * prefix; every other 404 is the general one. The header only picks one of these fixed copies.
 */
export const NOT_FOUND_VARIANT_HEADER = "x-rumbo-not-found";

/** @type {ReadonlyArray<{ prefix: string; variant: "alliance" }>} */
export const NOT_FOUND_VARIANTS = [{ prefix: "/alliance/", variant: "alliance" }];

/** @param {string} pathname @returns {"alliance" | null} */
export function notFoundVariantFor(pathname) {
  return NOT_FOUND_VARIANTS.find((v) => pathname.startsWith(v.prefix))?.variant ?? null;
}
