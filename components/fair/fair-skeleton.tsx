"use client";

import { SkeletonBlock, SkeletonRegion, SkeletonRegionContent } from "@/components/ui/skeleton";

// A client component: a Suspense fallback written on the server is repeated in the page's flight
// payload, element by element; as a client component the payload keeps only a reference to it.
// The live room's is in ./live-skeleton.tsx: a client reference brings every export of its module
// into the page's chunk, and /expo and /donde-estudiar do not need that one.

/**
 * While the fair streams in (`/expo`, `/donde-estudiar`): the dark header, then the talks (see
 * components/ui/skeleton). Few shapes: it is part of every cached copy of the page.
 */
export function FairPageSkeleton() {
  return (
    <SkeletonRegion label="Cargando la feria…">
      <FairPageShapes />
    </SkeletonRegion>
  );
}

/** What goes inside the skeleton's live region: its hidden label and the shapes (./fair-page-skeleton.tsx). */
export function FairPageSkeletonContent() {
  return (
    <SkeletonRegionContent label="Cargando la feria…">
      <FairPageShapes />
    </SkeletonRegionContent>
  );
}

/** The frames of the real header and talks section (styles/fair.css). */
function FairPageShapes() {
  return (
    <>
      <div className="fair-hero">
        <div>
          <SkeletonBlock className="h-10 w-64 sm:h-5 sm:w-96" tone="dark" />
          <SkeletonBlock className="h-36 w-full max-w-xl sm:h-20" tone="dark" />
          <SkeletonBlock className="h-28 w-full max-w-2xl sm:h-14" tone="dark" />
          <SkeletonBlock className="h-16 w-70" tone="dark" />
          <SkeletonBlock className="h-11 w-83 max-w-full rounded-control" tone="dark" />
        </div>
      </div>
      <div className="fair-talks">
        <SkeletonBlock className="h-8 w-56" />
        <SkeletonBlock className="h-12 w-full max-w-md sm:h-6" tone="soft" />
        {Array.from({ length: 3 }, (_, i) => (
          <SkeletonBlock key={i} className="h-36 rounded-card" tone="soft" />
        ))}
      </div>
    </>
  );
}
