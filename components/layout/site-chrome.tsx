import { Suspense, type ReactNode } from "react";
import { ModalHost } from "@/components/modals/modal-host";
import { GlobalLoader } from "./global-loader";
import { MobileFooterNav } from "./mobile-footer-nav";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/**
 * The pieces the layouts of spec §2 combine: navbar, page, desktop footer, mobile tabs, the
 * full-screen loader and the modal host.
 */
export function SiteChrome({
  children,
  footer = false,
  mobileNav = false,
  modals = true,
}: {
  children: ReactNode;
  footer?: boolean;
  mobileNav?: boolean;
  modals?: boolean;
}) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="contenido" className={mobileNav && !footer ? "pb-20 min-[892px]:pb-0" : undefined}>
        {children}
      </main>
      {footer ? <SiteFooter year={new Date().getFullYear()} /> : null}
      {mobileNav ? <MobileFooterNav /> : null}
      <GlobalLoader />
      {modals ? (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      ) : null}
    </>
  );
}
