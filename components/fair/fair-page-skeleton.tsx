"use client";

import { deferred } from "@/components/ui/deferred";

/**
 * The fallback of /expo's and /donde-estudiar's Suspense (./fair-skeleton.tsx's FairPageSkeleton).
 * It is seen only while the fair streams in, before any script, and every page's RSC payload
 * references it: the region (the same attributes as components/ui/skeleton.tsx's SkeletonRegion)
 * is here, its label and shapes come after the first load (components/ui/deferred.tsx).
 */
export const FairSkeleton = deferred(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./fair-skeleton") as typeof import("./fair-skeleton")).FairPageSkeletonContent
    : null,
  () => import("./fair-skeleton").then((m) => m.FairPageSkeletonContent),
  { role: "status", "aria-busy": "true", "aria-live": "polite", "data-skeleton": "" },
);
