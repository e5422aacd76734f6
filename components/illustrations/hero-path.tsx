"use client";

// A client component without state: its drawing lives in the JS chunk, so the pages that show it
// carry a reference in their RSC payload instead of the SVG tree.
import { Sparkle } from "./sparkle";

/**
 * Home hero: a student with a phone at the start of a winding path that climbs to a flag on a
 * mountain, with careers floating as badges. Decorative (the text says it all), drawn inline:
 * no request, no layout shift (width and height set).
 */
export function HeroPathIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 400" width={480} height={400} aria-hidden="true" focusable="false" className={className}>
      <circle cx="250" cy="205" r="180" fill="#d0eff0" />
      <circle cx="392" cy="70" r="34" fill="#ffc9aa" />
      <path d="M96 330L228 118l62 92 44-58 118 178Z" fill="#6cc6cb" />
      <path d="M228 118l34 54-18-6-16 18-12-14-22 10Z" fill="#fff" />
      <path d="M250 330l84-178 118 178Z" fill="#1a8891" />
      <path d="M70 330h400" stroke="#124a52" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M150 326c40-30 120-8 118-52s-70-30-52-70 60-20 64-56"
        fill="none"
        stroke="#f05a22"
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray="2 13"
      />
      <path d="M280 148V92" stroke="#124a52" strokeWidth="4" strokeLinecap="round" />
      <path d="M282 92h40l-10 13 10 13h-40Z" fill="#c2410c" />
      {/* the student */}
      <g>
        <path d="M108 330l6-52h12l2 52Zm24 0l2-52h12l4 52Z" fill="#124a52" />
        <path d="M100 286c0-34 10-58 32-58s32 24 32 58Z" fill="#fb7a44" />
        <path d="M120 236l12 14 12-14" fill="none" stroke="#fff4ed" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="132" cy="206" r="20" fill="#f2c19b" />
        <path d="M111 204c0-18 10-26 22-26s22 8 21 24c-8-8-22-12-43 2Z" fill="#123e45" />
        <path d="M156 262l22-22" stroke="#fb7a44" strokeWidth="12" strokeLinecap="round" />
        <rect x="170" y="218" width="20" height="32" rx="4" fill="#123e45" transform="rotate(18 180 234)" />
        <rect x="174" y="223" width="12" height="20" rx="2" fill="#a5dfe1" transform="rotate(18 180 234)" />
      </g>
      {/* careers floating as badges */}
      <g>
        <rect x="318" y="208" width="120" height="40" rx="20" fill="#fff" stroke="#a5dfe1" strokeWidth="2" />
        <circle cx="340" cy="228" r="10" fill="#16a34a" />
        <path d="M335 228l4 4 7-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="356" y="221" width="66" height="6" rx="3" fill="#3d454f" />
        <rect x="356" y="231" width="42" height="5" rx="2.5" fill="#9aa3ad" />
      </g>
      <g>
        <rect x="34" y="96" width="112" height="40" rx="20" fill="#fff" stroke="#a5dfe1" strokeWidth="2" />
        <circle cx="56" cy="116" r="10" fill="#f05a22" />
        <path d="M56 109v8l5 3" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <rect x="72" y="109" width="58" height="6" rx="3" fill="#3d454f" />
        <rect x="72" y="119" width="38" height="5" rx="2.5" fill="#9aa3ad" />
      </g>
      <Sparkle x={196} y={66} r={10} />
      <Sparkle x={430} y={150} r={7} fill="#f05a22" />
      <Sparkle x={64} y={200} r={7} fill="#1a8891" />
    </svg>
  );
}
