"use client";

// A client component without state: its drawing lives in the JS chunk, so the pages that show it
// carry a reference in their RSC payload instead of the SVG tree.
import { Sparkle } from "./sparkle";

/**
 * The result: three careers on a podium with a graduation cap above the winner, and a profile
 * chart beside them. Decorative. `compact` draws the small badge of the student's own result.
 */
export function ResultPodiumIllustration({
  className,
  width = 480,
  height = 400,
}: {
  className?: string;
  width?: number;
  height?: number;
}) {
  return (
    <svg viewBox="0 0 480 400" width={width} height={height} aria-hidden="true" focusable="false" className={className}>
      <circle cx="240" cy="210" r="176" fill="#d0eff0" />
      <rect x="92" y="250" width="96" height="90" rx="8" fill="#6cc6cb" />
      <rect x="192" y="200" width="96" height="140" rx="8" fill="#1a8891" />
      <rect x="292" y="280" width="96" height="60" rx="8" fill="#a5dfe1" />
      <path d="M60 340h360" stroke="#124a52" strokeWidth="4" strokeLinecap="round" />
      <g fill="#fff" fontFamily="system-ui, sans-serif" fontWeight="800" textAnchor="middle">
        <text x="240" y="262" fontSize="44">
          1
        </text>
        <text x="140" y="304" fontSize="36">
          2
        </text>
        <text x="340" y="324" fontSize="28" fill="#124a52">
          3
        </text>
      </g>
      {/* the cap over the winner */}
      <g transform="translate(240 150)">
        <path d="M-52 0L0-24 52 0 0 24Z" fill="#123e45" />
        <path d="M-30 10v22c18 12 42 12 60 0V10L0 24Z" fill="#124a52" />
        <path d="M40 5v30" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
        <circle cx="40" cy="38" r="6" fill="#f59e0b" />
      </g>
      {/* medals on the other two */}
      <circle cx="140" cy="222" r="16" fill="#c3c9d0" stroke="#fff" strokeWidth="4" />
      <circle cx="340" cy="252" r="16" fill="#ffa274" stroke="#fff" strokeWidth="4" />
      {/* a profile chart card */}
      <g transform="translate(322 64)">
        <rect width="120" height="92" rx="14" fill="#fff" stroke="#a5dfe1" strokeWidth="2" />
        <rect x="16" y="52" width="14" height="26" rx="3" fill="#6cc6cb" />
        <rect x="38" y="30" width="14" height="48" rx="3" fill="#f05a22" />
        <rect x="60" y="42" width="14" height="36" rx="3" fill="#1a8891" />
        <rect x="82" y="20" width="14" height="58" rx="3" fill="#f59e0b" />
        <rect x="16" y="12" width="50" height="6" rx="3" fill="#3d454f" />
      </g>
      <Sparkle x={168} y={120} r={10} />
      <Sparkle x={90} y={180} r={7} fill="#f05a22" />
      <Sparkle x={420} y={210} r={7} fill="#1a8891" />
    </svg>
  );
}
