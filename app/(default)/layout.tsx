import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";

/** Default layout: the navbar and the page (the navbar's menu opens modals). */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
