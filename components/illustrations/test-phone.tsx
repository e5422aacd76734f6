"use client";

// A client component without state: its drawing lives in the JS chunk, so the pages that show it
// carry a reference in their RSC payload instead of the SVG tree.
import { Sparkle } from "./sparkle";

/**
 * Test landing: a phone with one question of the test (five answer dots, one chosen) and the
 * four things it measures around it — interests, personality, intelligences, values. Decorative.
 */
export function TestPhoneIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 400" width={480} height={400} aria-hidden="true" focusable="false" className={className}>
      <circle cx="240" cy="200" r="176" fill="#d0eff0" />
      <rect x="170" y="52" width="140" height="286" rx="26" fill="#123e45" />
      <rect x="180" y="70" width="120" height="250" rx="16" fill="#fff" />
      <rect x="196" y="88" width="88" height="8" rx="4" fill="#a5dfe1" />
      <rect x="196" y="88" width="52" height="8" rx="4" fill="#1a8891" />
      <rect x="196" y="114" width="84" height="8" rx="4" fill="#3d454f" />
      <rect x="196" y="128" width="66" height="8" rx="4" fill="#3d454f" />
      <g fill="#dde1e5">
        <circle cx="202" cy="166" r="8" />
        <circle cx="221" cy="166" r="8" />
        <circle cx="240" cy="166" r="8" />
        <circle cx="278" cy="166" r="8" />
      </g>
      <circle cx="259" cy="166" r="10" fill="#f05a22" />
      <path d="M254 166l4 4 6-7" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="196" y="196" width="88" height="40" rx="10" fill="#ecfdf3" />
      <rect x="206" y="206" width="56" height="6" rx="3" fill="#0f7a3d" />
      <rect x="206" y="218" width="38" height="6" rx="3" fill="#12893f" />
      <rect x="196" y="276" width="88" height="28" rx="14" fill="#1a8891" />
      <rect x="218" y="287" width="44" height="6" rx="3" fill="#fff" />
      {/* interests: a heart */}
      <g transform="translate(74 84)">
        <circle r="36" fill="#fff" />
        <path d="M0 14C-22 0-18-16-8-16c4 0 7 3 8 6 1-3 4-6 8-6 10 0 14 16-8 30Z" fill="#f05a22" />
      </g>
      {/* personality: a smiling face */}
      <g transform="translate(404 104)">
        <circle r="36" fill="#fff" />
        <circle r="18" fill="#f59e0b" />
        <circle cx="-6" cy="-4" r="2.5" fill="#123e45" />
        <circle cx="6" cy="-4" r="2.5" fill="#123e45" />
        <path d="M-7 5c4 5 10 5 14 0" fill="none" stroke="#123e45" strokeWidth="2.5" strokeLinecap="round" />
      </g>
      {/* intelligences: a light bulb */}
      <g transform="translate(88 290)">
        <circle r="36" fill="#fff" />
        <path d="M0-18a13 13 0 0 1 8 23v5h-16v-5A13 13 0 0 1 0-18Z" fill="#f59e0b" />
        <rect x="-7" y="12" width="14" height="5" rx="2" fill="#525b66" />
      </g>
      {/* values: a star */}
      <g transform="translate(392 292)">
        <circle r="36" fill="#fff" />
        <path d="M0-18l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1Z" fill="#1a8891" />
      </g>
      <Sparkle x={140} y={190} r={8} />
      <Sparkle x={344} y={200} r={9} fill="#f05a22" />
      <Sparkle x={330} y={40} r={6} fill="#1a8891" />
    </svg>
  );
}
