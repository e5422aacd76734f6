import { monogramOf } from "@/components/catalogue/institution-logo";

// The colours and the hash of components/catalogue/institution-logo.tsx (the same monogram in the
// same colour as on the institution's own page; tests/components/fair-logo.test.tsx keeps them equal).
const PALETTE = ["#115a63", "#124a52", "#a8360f", "#0f7a3d", "#3d454f", "#6e2813", "#136e78", "#861818"];

export function logoColour(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length];
}

/**
 * A talk's or stand's logo: the institution's monogram, or Rumbo's mark for Rumbo's own talks.
 * Decorative (the name is written next to it). Drawn with CSS (`.fair-logo` in styles/fair.css)
 * rather than the catalogue's inline SVG: a few dozen bytes a card instead of ~300. 48 px; the
 * talk cards make it 56 px.
 */
export function FairLogo({ name, shortName }: { name?: string; shortName?: string | null }) {
  if (!name) return <span aria-hidden="true" className="fair-logo fair-logo-rumbo" />;
  const text = monogramOf(name, shortName);
  return (
    <span
      aria-hidden="true"
      className="fair-logo"
      data-len={text.length > 2 ? text.length : undefined}
      style={{ background: logoColour(name) }}
    >
      {text}
    </span>
  );
}
