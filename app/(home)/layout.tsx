import type { ReactNode } from "react";
import { MobileFooterNav } from "@/components/layout/mobile-footer-nav";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";

/** Home layout: navbar, the page, the desktop footer and the mobile tabs. */
export default function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="contenido">{children}</main>
      <SiteFooter />
      <MobileFooterNav />
    </>
  );
}
