"use client";

import { deferred } from "@/components/ui/deferred";

/**
 * The loading bar at the top of every page (./navigation-progress-bar.tsx). It only acts on a click
 * that navigates, so its code comes after the page's first load (components/ui/deferred.tsx); the
 * first touch, click or key of the visit already asks for it.
 */
export const NavigationProgress = deferred(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./navigation-progress-bar") as typeof import("./navigation-progress-bar")).NavigationProgressBar
    : null,
  () => import("./navigation-progress-bar").then((m) => m.NavigationProgressBar),
  { className: "pointer-events-none fixed inset-x-0 top-0 z-[70] h-1", "aria-hidden": true },
);
