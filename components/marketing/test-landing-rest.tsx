"use client";

import { deferred } from "@/components/ui/deferred";

/**
 * Everything below the test landing's hero: how the test works, the result, the plans with the pay
 * button, testimonials, questions and the closing band. Its code comes when it scrolls into view or
 * is touched; the server renders it in place (components/ui/deferred.tsx).
 */
export const TestLandingRest = deferred(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./test-landing-sections") as typeof import("./test-landing-sections")).TestLandingSections
    : null,
  () => import("./test-landing-sections").then((m) => m.TestLandingSections),
  { className: "contents", until: "visible" },
);
