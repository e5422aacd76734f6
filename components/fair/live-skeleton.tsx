"use client";

import { CardGridSkeleton, SkeletonBlock, SkeletonRegion } from "@/components/ui/skeleton";

// A client component for the same reason as ./fair-skeleton.tsx (the fallback is then a reference
// in the page's flight payload, not its elements).

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
