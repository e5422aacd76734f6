"use client";

import Link from "@/components/ui/link";
import { lazy, Suspense, useEffect, useState } from "react";
import { Logo } from "@/components/brand/logo";
import { readCookie } from "@/lib/client/cookies";
import { cookieNames } from "@/lib/config/cookies";
import { useSessionStore } from "@/stores/session";
import { AuthLinks } from "./auth-links";
import { HeaderShell } from "./header-shell";
import { chromePaths } from "./chrome-paths";

// Few visitors have a sponsor: the sponsor logo's code (reading its cookie, fetching it) loads only for them.
const SponsorLogo = lazy(() => import("./sponsor-logo").then((m) => ({ default: m.SponsorLogo })));

/**
 * The sponsor's place next to the logo: empty unless the visitor has the sponsor cookie (written
 * by `/alliance/{nickname}`, which then sends `rumbo:sponsor`) or an account with a sponsor. It
 * is drawn after hydration either way (components/layout/sponsor-logo.tsx reads the cookie then).
 */
function SponsorSlot() {
  const sponsorId = useSessionStore((s) => s.user?.sponsorId ?? null);
  const [cookie, setCookie] = useState(false);
  useEffect(() => {
    const check = () => setCookie(readCookie(cookieNames.sponsor) !== undefined);
    check();
    window.addEventListener("rumbo:sponsor", check);
    return () => window.removeEventListener("rumbo:sponsor", check);
  }, []);
  if (!sponsorId && !cookie) return null;
  return (
    <Suspense fallback={null}>
      <SponsorLogo />
    </Suspense>
  );
}

/** The main links; `short` is what fits between 892 px (where the mobile tabs end) and 1024 px. */
export const mainNav = [
  { href: chromePaths.testOrientacion, label: "Test vocacional", short: "Test" },
  { href: chromePaths.instituciones, label: "Universidades e institutos", short: "Instituciones" },
  { href: chromePaths.dondeEstudiar, label: "Feria virtual", short: "Feria" },
  { href: chromePaths.parents, label: "Padres", short: "Padres" },
  { href: chromePaths.colegios, label: "Colegios", short: "Colegios" },
];

/**
 * The navbar: logo (and sponsor logo), main links, and the session's links.
 *
 * Rendered once: every page renders per request (the root layout awaits `connection()`), so the
 * shell reads `?landing=1` during the server render and needs no Suspense fallback, which used to
 * put a second copy of the whole header in each page's HTML. A client component, so each page's
 * RSC payload carries one reference instead of the header's markup.
 */
export function SiteHeader() {
  const logo = (
    <span className="flex shrink-0 items-center gap-2 sm:gap-3">
      <Link href={chromePaths.index} aria-label="Rumbo, ir al inicio" className="inline-flex min-h-11 items-center">
        <Logo />
      </Link>
      <SponsorSlot />
    </span>
  );
  // From the mobile tabs' breakpoint (892 px) up, so some navigation is always visible:
  // below it the pages with the main layout have the tabs; between 892 and 1023 px the links
  // are shorter to fit beside the logo and the session's links.
  const nav = (
    <nav aria-label="Principal" className="hidden min-[892px]:block">
      <ul className="flex items-center gap-0.5 text-sm font-medium text-neutral-700 lg:gap-1">
        {mainNav.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="inline-flex min-h-11 items-center rounded-control px-2 whitespace-nowrap hover:bg-neutral-100 hover:text-fg lg:px-3"
            >
              <span className="lg:hidden">{item.short}</span>
              <span className="hidden lg:inline">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  // Only the session-dependent links wait behind a boundary (they read the URL for `redirect`).
  const actions = (
    <Suspense fallback={<div className="h-11 w-44" aria-hidden="true" />}>
      <AuthLinks />
    </Suspense>
  );
  return <HeaderShell logo={logo} nav={nav} actions={actions} />;
}
