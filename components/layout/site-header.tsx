"use client";

import Link from "next/link";
import { Suspense } from "react";
import { Logo } from "@/components/brand/logo";
import { AuthLinks } from "./auth-links";
import { HeaderShell } from "./header-shell";
import { SponsorLogo } from "./sponsor-logo";
import { chromePaths } from "./chrome-paths";

export const mainNav = [
  { href: chromePaths.testOrientacion, label: "Test vocacional" },
  { href: chromePaths.instituciones, label: "Universidades e institutos" },
  { href: chromePaths.dondeEstudiar, label: "Feria virtual" },
  { href: chromePaths.parents, label: "Padres" },
  { href: chromePaths.colegios, label: "Colegios" },
];

/**
 * The navbar of spec §2: logo (and sponsor logo), main links, and the session's links.
 *
 * Rendered once: every page renders per request (the root layout awaits `connection()`), so the
 * shell reads `?landing=1` during the server render and needs no Suspense fallback, which used to
 * put a second copy of the whole header in each page's HTML. A client component, so each page's
 * RSC payload carries one reference instead of the header's markup (issue 15).
 */
export function SiteHeader() {
  const logo = (
    <span className="flex shrink-0 items-center gap-2 sm:gap-3">
      <Link href={chromePaths.index} aria-label="Rumbo, ir al inicio" className="inline-flex min-h-11 items-center">
        <Logo />
      </Link>
      <SponsorLogo />
    </span>
  );
  const nav = (
    <nav aria-label="Principal" className="hidden lg:block">
      <ul className="flex items-center gap-1 text-sm font-medium text-neutral-700">
        {mainNav.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="inline-flex min-h-11 items-center rounded-control px-3 hover:bg-neutral-100 hover:text-fg">
              {item.label}
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
