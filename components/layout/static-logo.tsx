/**
 * The logo of the error and status pages, as the static public/logo.svg (the same drawing as
 * `<Logo />`). These pages' chunks are part of every page's first load; the `<Logo />` component
 * put one more copy of the drawing's code in each of them (~0.7 KB gzip). The image is fetched
 * only when one of these pages is shown.
 */
export function StaticLogo() {
  // eslint-disable-next-line @next/next/no-img-element -- a local SVG at its own size: nothing for next/image to do.
  return <img src="/logo.svg" alt="" width={127} height={32} className="inline-block shrink-0" />;
}
