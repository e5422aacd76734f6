import type { ReactNode } from "react";
import { MobileFooterNav } from "@/components/layout/mobile-footer-nav";
import { SiteChrome } from "@/components/layout/site-chrome";

/** Main layout: navbar, mobile footer navigation, full-screen loader and modals. */
export default function MainLayout({ children }: { children: ReactNode }) {
  return <SiteChrome mobileNav={<MobileFooterNav />}>{children}</SiteChrome>;
}
