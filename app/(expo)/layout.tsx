import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";

/** Expo layout (spec §2): the fair's pages; the countdown header comes with the fair's pages. */
export default function ExpoLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome footer mobileNav>
      {children}
    </SiteChrome>
  );
}
