import type { ReactNode } from "react";
import { MobileFooterNav } from "@/components/layout/mobile-footer-nav";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";

/** Main layout (spec §2): navbar, mobile footer navigation, full-screen loader and modals. */
export default function MainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="contenido" className="pb-20 min-[892px]:pb-0">
        {children}
      </main>
      <MobileFooterNav />
    </>
  );
}
