import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * Skeletons: the shape of a page's slow part while its data streams in.
 *
 * Why there is no `loading.tsx` in app/: a `loading.tsx` wraps the whole page in a
 * Suspense boundary, so Next sends the 200 status and the fallback before the page has run. A page
 * that then calls `notFound()`, `forbidden()` or `redirect()` can no longer change the status: an
 * unknown institution or career became a soft 404 (status 200) and `/admin/metricas` answered a
 * student 200 instead of 403. So each slow page does this instead:
 *
 *   1. await, at the top of the page, everything that can answer 404/403/redirect (the session, the
 *      role, the record that must exist), and render the parts that need nothing slow (title, filters);
 *   2. move the slow queries into a child async server component and render it inside the page as
 *      `<Suspense fallback={<ListSkeleton …/>}>` (or the table, card-grid or panel shape below).
 *
 * The child must never call `notFound()`, `forbidden()` or `redirect()` (the status has been sent by
 * then). Pages whose only query is the one that decides the 404 (the catalogue's institution,
 * career and modality pages, from the data cache) stay without a boundary.
 *
 * Every skeleton is one live region, busy while it shows, that says «Cargando…» to screen readers;
 * the grey shapes are hidden from them, and only pulse when the visitor has not asked for reduced
 * motion. Their sizes follow the real components, so nothing jumps when the data arrives.
 */

export type SkeletonRegionProps = {
  /** Read by screen readers. Default "Cargando…". */
  label?: string;
  className?: string;
  children: ReactNode;
};

/** The busy live region every skeleton is: a hidden label for screen readers, the shapes for the eye. */
export function SkeletonRegion({ label = "Cargando…", className, children }: SkeletonRegionProps) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" data-skeleton="" className={className}>
      <SkeletonRegionContent label={label}>{children}</SkeletonRegionContent>
    </div>
  );
}

/** Inside the region: the hidden label and the shapes (components/fair/fair-page-skeleton.tsx holds it in its own region). */
export function SkeletonRegionContent({ label = "Cargando…", children }: Omit<SkeletonRegionProps, "className">) {
  return (
    <>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="contents">
        {children}
      </div>
    </>
  );
}

const TONES = { strong: "bg-neutral-200", soft: "bg-neutral-100", dark: "bg-primary-700" } as const;

export type SkeletonBlockProps = {
  /** Size and shape (height, width, rounding); its colour comes from `tone`. */
  className?: string;
  /** "strong" for titles (default), "soft" for text and fields, "dark" on a dark band. */
  tone?: keyof typeof TONES;
};

/** One grey shape (a line of text, a button, a chart). */
export function SkeletonBlock({ className, tone = "strong" }: SkeletonBlockProps) {
  return <div className={cn("animate-pulse rounded-md motion-reduce:animate-none", TONES[tone], className)} />;
}

type ShapeProps = {
  label?: string;
  className?: string;
  /** Only the shapes, without their own live region: for composing several inside one SkeletonRegion. */
  bare?: boolean;
};

function Frame({ bare, label, className, children }: ShapeProps & { children: ReactNode }) {
  if (bare) return <div className={className}>{children}</div>;
  return (
    <SkeletonRegion label={label} className={className}>
      {children}
    </SkeletonRegion>
  );
}

export type ListSkeletonProps = ShapeProps & {
  /** How many items. Default 3. */
  items?: number;
  /** Extra classes of each item (e.g. a min height); the default is a bordered card row with two lines. */
  itemClassName?: string;
};

/** A vertical list of bordered rows: a title line and a meta line each (orders, bookings, reviews). */
export function ListSkeleton({ items = 3, itemClassName, label, className, bare }: ListSkeletonProps) {
  return (
    <Frame bare={bare} label={label} className={cn("flex flex-col gap-3", className)}>
      {Array.from({ length: items }, (_, i) => (
        <div key={i} className={cn("flex flex-col gap-2 rounded-card border border-border bg-surface p-4", itemClassName)}>
          <SkeletonBlock className="h-5 w-2/3 max-w-64" />
          <SkeletonBlock className="h-4 w-1/2 max-w-48" tone="soft" />
        </div>
      ))}
    </Frame>
  );
}

export type TableSkeletonProps = ShapeProps & {
  rows?: number;
  columns?: number;
  /** The search field and button above the table (as in AdminTable). Default true. */
  toolbar?: boolean;
};

/** A search bar and a framed table with a header row: the shape of AdminTable and the booking tables. */
export function TableSkeleton({ rows = 8, columns = 4, toolbar = true, label, className, bare }: TableSkeletonProps) {
  return (
    <Frame bare={bare} label={label} className={cn("flex flex-col gap-3", className)}>
      {toolbar ? (
        <div className="flex items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:w-72 sm:flex-none">
            <SkeletonBlock className="h-4 w-28" tone="soft" />
            <SkeletonBlock className="h-11 w-full rounded-lg" tone="soft" />
          </div>
          <SkeletonBlock className="h-11 w-20 rounded-control" />
        </div>
      ) : null}
      <div className="overflow-hidden rounded-card border border-border bg-surface">
        <div className="flex gap-4 bg-bg px-3 py-3.5">
          {Array.from({ length: columns }, (_, c) => (
            <SkeletonBlock key={c} className="h-4 flex-1" />
          ))}
        </div>
        {Array.from({ length: rows }, (_, r) => (
          <div key={r} className="flex gap-4 border-t border-border px-3 py-3">
            {Array.from({ length: columns }, (_, c) => (
              <SkeletonBlock key={c} className="h-5 flex-1" tone={c === 0 ? "strong" : "soft"} />
            ))}
          </div>
        ))}
      </div>
    </Frame>
  );
}

export type CardGridSkeletonProps = ShapeProps & {
  cards?: number;
  /** The grid's gap and columns, as the real grid has them. Default "gap-3 md:grid-cols-2" (the catalogue's). */
  gridClassName?: string;
  /** Each card's height. Default "min-h-40" (a catalogue card), "min-h-20" for counters. */
  cardClassName?: string;
  /** Counters (a label over a big number) instead of cards with a title and two lines. */
  stat?: boolean;
};

/** A grid of cards (institutions, stands) or of counters (the dashboard's, the school's cohort). */
export function CardGridSkeleton({ cards = 4, gridClassName, cardClassName, stat = false, label, className, bare }: CardGridSkeletonProps) {
  return (
    <Frame bare={bare} label={label} className={className}>
      <div className={cn("grid", gridClassName ?? "gap-3 md:grid-cols-2")}>
        {Array.from({ length: cards }, (_, i) =>
          stat ? (
            <div
              key={i}
              className={cn(
                "flex flex-col gap-2 rounded-card border border-border bg-surface p-3 shadow-card",
                cardClassName ?? "min-h-20",
              )}
            >
              <SkeletonBlock className="h-4 w-2/3" tone="soft" />
              <SkeletonBlock className="h-7 w-1/2" />
            </div>
          ) : (
            <div
              key={i}
              className={cn(
                "flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card",
                cardClassName ?? "min-h-40",
              )}
            >
              <SkeletonBlock className="h-5 w-3/4" />
              <SkeletonBlock className="h-4 w-1/2" tone="soft" />
              <SkeletonBlock className="mt-auto h-4 w-2/3" tone="soft" />
            </div>
          ),
        )}
      </div>
    </Frame>
  );
}

export type PanelSkeletonProps = ShapeProps & {
  /** Panels one under the other. Default 1. */
  panels?: number;
  /** Lines of text in each panel. Default 2. */
  lines?: number;
  /** A chart-sized block under the lines (metrics, dashboard). */
  chart?: boolean;
  /** A button-sized block at the end of each panel (the account's sections). */
  action?: boolean;
  /** Each panel's extra classes (a min height). */
  panelClassName?: string;
};

/** Titled card panels with a few lines and, optionally, a chart or a button (account sections, metrics). */
export function PanelSkeleton({
  panels = 1,
  lines = 2,
  chart = false,
  action = false,
  panelClassName,
  label,
  className,
  bare,
}: PanelSkeletonProps) {
  return (
    <Frame bare={bare} label={label} className={cn("flex flex-col gap-5", className)}>
      {Array.from({ length: panels }, (_, p) => (
        <div
          key={p}
          className={cn("flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-5", panelClassName)}
        >
          <SkeletonBlock className="h-6 w-40" />
          {Array.from({ length: lines }, (_, l) => (
            <SkeletonBlock key={l} className={l === lines - 1 ? "h-4 w-2/3" : "h-4 w-full"} tone="soft" />
          ))}
          {chart ? <SkeletonBlock className="h-64 w-full" tone="soft" /> : null}
          {action ? <SkeletonBlock className="mt-auto h-11 w-44 rounded-control" /> : null}
        </div>
      ))}
    </Frame>
  );
}
