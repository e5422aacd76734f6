"use client";

import { CardGridSkeleton, SkeletonBlock, SkeletonRegion } from "@/components/ui/skeleton";

// A client component: a Suspense fallback written on the server is repeated in the page's flight
// payload, element by element; as a client component the payload keeps only a reference to it.

/**
 * While the fair streams in (`/expo`, `/donde-estudiar`): the dark header, then the talks (see
 * components/ui/skeleton). Few shapes: it is part of every cached copy of the page.
 */
export function FairPageSkeleton() {
  return (
    <SkeletonRegion label="Cargando la feria…">
      {/* The frames of the real header and talks section (styles/fair.css). */}
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
    </SkeletonRegion>
  );
}

/** While the live room streams in (`/live`): the title, the player and the schedule beside it. */
export function LiveRoomSkeleton() {
  return (
    <SkeletonRegion label="Cargando la sala en vivo…" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <SkeletonBlock className="h-10 w-72 max-w-full sm:h-5" tone="soft" />
          <SkeletonBlock className="h-8 w-48 sm:h-9" />
        </div>
        <SkeletonBlock className="h-11 w-36 rounded-control" tone="soft" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-4">
          <SkeletonBlock className="aspect-video w-full rounded-card" />
          <SkeletonBlock className="h-10 w-full max-w-sm sm:h-5" tone="soft" />
          <SkeletonBlock className="h-16 w-full max-w-lg sm:h-7" />
          <SkeletonBlock className="h-6 w-64 max-w-full" tone="soft" />
          <SkeletonBlock className="h-24 w-full sm:h-12" tone="soft" />
          <SkeletonBlock className="h-11 w-40 rounded-control" />
        </div>
        <CardGridSkeleton bare cards={3} gridClassName="gap-3" cardClassName="min-h-24" />
      </div>
    </SkeletonRegion>
  );
}
