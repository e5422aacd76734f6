import type { ReactNode } from "react";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";

/** Default layout (spec §2): the navbar and the page. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="contenido">{children}</main>
    </>
  );
}
