"use client";

import { deferred } from "@/components/ui/deferred";

/**
 * The fair header's countdown as a deferred part: the server renders it with its clock, and it
 * starts ticking once its code arrives after the page's first load (the bound on /expo's
 * first-load JavaScript: the countdown loads when used).
 */
export const FairCountdownPart = deferred(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./fair-countdown") as typeof import("./fair-countdown")).FairCountdown
    : null,
  () => import("./fair-countdown").then((m) => m.FairCountdown),
  { className: "contents" },
);
