import { Suspense, type ReactNode } from "react";
import { ModalGate } from "@/components/modals/modal-gate";
import { GlobalLoader } from "./global-loader";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/**
 * The pieces the layouts combine: navbar, page, desktop footer, mobile tabs, the
 * full-screen loader and the modal host. The footer and the mobile tabs are passed in by the
 * layouts that have them (`<SiteFooter year={…} />`, `<MobileFooterNav />`): imported here, their
 * code was part of the first load of every page, with them or not.
 */
export function SiteChrome({
  children,
  footer = null,
  mobileNav = null,
  modals = true,
}: {
  children: ReactNode;
  footer?: ReactNode;
  mobileNav?: ReactNode;
  modals?: boolean;
}) {
  // Each piece of chrome in a Suspense boundary of its own (nothing in them suspends: their HTML
  // is in the page as before). React hydrates what lies outside any boundary in one task it does
  // not interrupt, and each server-rendered boundary afterwards in slices that yield to the
  // browser: without them the navbar, the tabs and the footer were hydrated with the page in one
  // long task on a phone. A press inside a boundary not yet hydrated hydrates it at once and is
  // replayed.
  return (
    <>
      <SkipLink />
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main id="contenido" className={mobileNav && !footer ? "pb-20 min-[892px]:pb-0" : undefined}>
        {children}
      </main>
      {footer ? <Suspense fallback={null}>{footer}</Suspense> : null}
      {mobileNav ? <Suspense fallback={null}>{mobileNav}</Suspense> : null}
      <GlobalLoader />
      {modals ? (
        <Suspense fallback={null}>
          <ModalGate />
        </Suspense>
      ) : null}
    </>
  );
}
