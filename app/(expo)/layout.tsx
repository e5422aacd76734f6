import type { ReactNode } from "react";
import { MobileFooterNav } from "@/components/layout/mobile-footer-nav";
import { SiteChrome } from "@/components/layout/site-chrome";
import { SiteFooter } from "@/components/layout/site-footer";

/** Expo layout: the fair's pages; the countdown header comes with the fair's pages. */
export default function ExpoLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome footer={<SiteFooter year={new Date().getFullYear()} />} mobileNav={<MobileFooterNav />}>
      {children}
    </SiteChrome>
  );
}
