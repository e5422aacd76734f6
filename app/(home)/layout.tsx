import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";

/** Home layout: navbar, the page, the desktop footer, the mobile tabs and the modals. */
export default function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome footer mobileNav>
      {children}
    </SiteChrome>
  );
}
