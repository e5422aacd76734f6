import { colourOf, monogramOf } from "@/components/catalogue/monogram-text";

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
      style={{ background: colourOf(name) }}
    >
      {text}
    </span>
  );
}
