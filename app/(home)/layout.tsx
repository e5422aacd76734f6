import type { ReactNode } from "react";
import { MobileFooterNav } from "@/components/layout/mobile-footer-nav";
import { SiteChrome } from "@/components/layout/site-chrome";
import { SiteFooter } from "@/components/layout/site-footer";

/** Home layout: navbar, the page, the desktop footer, the mobile tabs and the modals. */
export default function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome footer={<SiteFooter year={new Date().getFullYear()} />} mobileNav={<MobileFooterNav />}>
      {children}
    </SiteChrome>
  );
}
