"use client";

import { deferred } from "@/components/ui/deferred";

/**
 * The footer of the layouts that have one (its content: ./site-footer-content.tsx). It is at the
 * bottom of every page, with only links in it: the server renders it in place and its code (~1.3 KB
 * gzip: the links, the contact details) arrives when it scrolls into view (components/ui/deferred.tsx).
 */
export const SiteFooter = deferred(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === "undefined" ? (require("./site-footer-content") as typeof import("./site-footer-content")).SiteFooterContent : null,
  () => import("./site-footer-content").then((m) => m.SiteFooterContent),
  {
    as: "footer",
    className: "defer-render mt-16 border-t border-border bg-neutral-50 pb-20 text-sm text-neutral-700 min-[892px]:pb-0",
    until: "visible",
  },
);
