"use client";

import { usePathname } from "next/navigation";
import Link from "@/components/ui/link";
import type { AccountLink } from "./account-links";

/** The current page's link: its own path, or a page below it (a conversation under the chat); «Mi cuenta» only itself. */
const isCurrent = (link: string, path: string, home: string) => path === link || (link !== home && path.startsWith(`${link}/`));

/**
 * «Mi cuenta»'s navigation: from 1024 px a left column 375 px wide with each link and what it is
 * for; below, the same links as a compact row at the top of the page that scrolls sideways.
 */
export function AccountSidebar({ links }: { links: AccountLink[] }) {
  const path = usePathname() ?? "";
  return (
    <nav
      aria-label="Secciones de tu cuenta"
      data-testid="account-sidebar"
      className="border-b border-border bg-surface lg:sticky lg:top-0 lg:w-[375px] lg:shrink-0 lg:self-start lg:border-r lg:border-b-0 lg:bg-transparent"
    >
      <ul className="flex gap-2 overflow-x-auto px-4 py-2 lg:flex-col lg:gap-1 lg:px-6 lg:py-8">
        {links.map((link) => {
          const current = isCurrent(link.href, path, links[0].href);
          return (
            <li key={link.href} className="shrink-0">
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-11 flex-col justify-center rounded-control px-3 py-1 text-sm font-semibold whitespace-nowrap lg:px-4 lg:py-3 lg:text-base lg:whitespace-normal ${
                  current ? "bg-primary-50 text-primary-800" : "text-neutral-800 hover:bg-neutral-100"
                }`}
              >
                {link.label}
                <span className="hidden text-sm font-normal text-neutral-700 lg:block">{link.description}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
