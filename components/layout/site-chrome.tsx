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
  // No Suspense boundary around the navbar, the tabs or the footer, though React would hydrate
  // each one in slices: its server renderer moves a finished boundary past its first ~12.8 KB to
  // the end of the document, hidden until an inline script shows it, and on the larger pages even
  // the navbar went there (nothing of it without JavaScript).
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="contenido" className={mobileNav && !footer ? "pb-20 min-[892px]:pb-0" : undefined}>
        {children}
      </main>
      {footer}
      {mobileNav}
      <GlobalLoader />
      {modals ? (
        <Suspense fallback={null}>
          <ModalGate />
        </Suspense>
      ) : null}
    </>
  );
}
