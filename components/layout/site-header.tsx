import Link from "next/link";
import { Suspense } from "react";
import { Logo } from "@/components/brand/logo";
import { href } from "@/lib/config/route-registry";
import { AuthLinks } from "./auth-links";
import { HeaderFrame, HeaderShell } from "./header-shell";
import { SponsorLogo } from "./sponsor-logo";

export const mainNav = [
  { href: href("testOrientacion"), label: "Test vocacional" },
  { href: href("instituciones"), label: "Universidades e institutos" },
  { href: href("dondeEstudiar"), label: "Feria virtual" },
  { href: href("parents"), label: "Padres" },
  { href: href("colegios"), label: "Colegios" },
];

/** The navbar of spec §2: logo (and sponsor logo), main links, and the session's links. */
export function SiteHeader() {
  const logo = (
    <span className="flex shrink-0 items-center gap-3">
      <Link href={href("index")} aria-label="Rumbo, ir al inicio" className="inline-flex min-h-11 items-center">
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
  const actions = (
    <Suspense fallback={<div className="h-11 w-44" aria-hidden="true" />}>
      <AuthLinks />
    </Suspense>
  );
  // Static pages render the fallback in their HTML; the shell then applies `?landing=1`.
  return (
    <Suspense fallback={<HeaderFrame solid={false} logo={logo} nav={nav} actions={actions} />}>
      <HeaderShell logo={logo} nav={nav} actions={actions} />
    </Suspense>
  );
}
