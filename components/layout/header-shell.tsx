"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** The header turns solid once the page has scrolled more than this. */
export const SOLID_AFTER_PX = 20;

export function isLandingMode(search: Pick<URLSearchParams, "get"> | null): boolean {
  return search?.get("landing") === "1";
}

/**
 * The navbar's frame: transparent at the top, solid after 20 px of scroll; with `?landing=1`
 * only the logo stays.
 */
export function HeaderShell({ logo, nav, actions }: { logo: ReactNode; nav: ReactNode; actions: ReactNode }) {
  const landing = isLandingMode(useSearchParams());
  const [solid, setSolid] = useState(false);

  useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return <HeaderFrame solid={solid} logo={logo} nav={landing ? null : nav} actions={landing ? null : actions} landing={landing} />;
}

export function HeaderFrame({
  solid,
  logo,
  nav,
  actions,
  landing = false,
}: {
  solid: boolean;
  logo: ReactNode;
  nav: ReactNode;
  actions: ReactNode;
  landing?: boolean;
}) {
  return (
    <header
      data-solid={solid ? "true" : "false"}
      data-landing={landing ? "true" : undefined}
      className={cn(
        "sticky top-0 z-40 transition-[background-color,box-shadow,border-color] duration-200",
        solid ? "border-b border-border bg-surface shadow-card" : "border-b border-transparent bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-3">
        {logo}
        {nav}
        {actions}
      </div>
    </header>
  );
}
