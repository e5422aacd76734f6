"use client";

import type { SVGProps } from "react";
import { cn } from "@/lib/utils/cn";

export type LogoProps = Omit<SVGProps<SVGSVGElement>, "children" | "width" | "height"> & {
  /** Height in pixels; the width follows the proportions. Default 32. */
  size?: number;
  /** "full": compass mark and the word; "mark": the compass alone (square). */
  variant?: "full" | "mark";
  /** "color" on light backgrounds; "white" on the teal or dark ones. */
  tone?: "color" | "white";
  /** Accessible name. Default "Rumbo". */
  title?: string;
};

// The same drawing as public/logo.svg; the word is drawn with strokes, not a font, so it looks the
// same everywhere and needs nothing downloaded.
const WORD_PATHS = [
  "M3 40V8h11a9 9 0 0 1 0 18H3M13 26l11 14",
  "M36 20v11a9 9 0 0 0 18 0M54 20v20",
  "M66 20v20M66 28a8 8 0 0 1 16 0v12M82 28a8 8 0 0 1 16 0v12",
  "M110 8v32M110 30a10 10 0 1 0 20 0a10 10 0 1 0-20 0",
  "M142 30a10 10 0 1 0 20 0a10 10 0 1 0-20 0",
];

/**
 * A client component with no state: the drawing lives in the shared JS chunk, so the pages that
 * show it (navbar, footer, 404 and 403) carry one reference in their RSC payload, not the SVG tree.
 */
export function Logo({ size = 32, variant = "full", tone = "color", title = "Rumbo", className, ...props }: LogoProps) {
  const full = variant === "full";
  const viewWidth = full ? 190 : 48;
  const ink = tone === "white" ? "#ffffff" : "var(--color-primary-700, #115a63)";
  const north = tone === "white" ? "var(--color-accent-300, #ffa274)" : "var(--color-accent-500, #f05a22)";
  const centre = tone === "white" ? "var(--color-primary-700, #115a63)" : "#ffffff";

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${viewWidth} 48`}
      height={size}
      width={(size * viewWidth) / 48}
      role="img"
      aria-label={title}
      focusable="false"
      className={cn("inline-block shrink-0", className)}
      {...props}
    >
      <title>{title}</title>
      <circle cx="24" cy="24" r="20" fill="none" stroke={ink} strokeWidth="4" />
      <path d="M34.6 13.4 27.9 27.9 20.1 20.1Z" fill={north} />
      <path d="M13.4 34.6 20.1 20.1 27.9 27.9Z" fill={ink} />
      <circle cx="24" cy="24" r="2" fill={centre} />
      {full ? (
        <g transform="translate(56 4.8) scale(0.8)" fill="none" stroke={ink} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
          {WORD_PATHS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      ) : null}
    </svg>
  );
}
