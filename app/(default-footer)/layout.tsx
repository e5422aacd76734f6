import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";

/** Default layout with footer and modals (spec §2). */
export default function DefaultWithFooterLayout({ children }: { children: ReactNode }) {
  return <SiteChrome footer>{children}</SiteChrome>;
}
