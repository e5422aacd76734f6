/**
 * The logo of the 404 and 403 pages, as the static public/logo.svg (the same drawing as
 * `<Logo />`). Their chunk is part of every page's first load; the `<Logo />` component put one
 * more copy of the drawing's code in it (~0.7 KB gzip). The image is fetched only when one of
 * these pages is shown.
 */
export function StaticLogo() {
  // eslint-disable-next-line @next/next/no-img-element -- a local SVG at its own size: nothing for next/image to do.
  return <img src="/logo.svg" alt="" width={127} height={32} className="inline-block shrink-0" />;
}
