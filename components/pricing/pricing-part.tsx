"use client";

import { deferred } from "@/components/ui/deferred";

/**
 * 'Elige el plan para ti' as a deferred part, for the pages where it sits below the fold
 * (/cursostotales, the parents' page): the cards, their pay buttons and the plan table come when
 * they scroll into view; the server renders them in place, and a tap on «Pagar con tarjeta» before
 * the code arrives is done once it has (components/ui/deferred.tsx).
 */
export const PricingPart = deferred(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./pricing-section") as typeof import("./pricing-section")).PricingSection
    : null,
  () => import("./pricing-section").then((m) => m.PricingSection),
  { className: "contents", until: "visible" },
);
