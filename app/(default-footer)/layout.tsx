import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import { SiteFooter } from "@/components/layout/site-footer";

/** Default layout with footer and modals. */
export default function DefaultWithFooterLayout({ children }: { children: ReactNode }) {
  return <SiteChrome footer={<SiteFooter year={new Date().getFullYear()} />}>{children}</SiteChrome>;
}
