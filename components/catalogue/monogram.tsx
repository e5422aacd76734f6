import { colourOf, monogramOf } from "./monogram-text";

/**
 * The institution's monogram as a styled `<span>` (styles/directory.css `.monogram`): it looks like
 * the SVG logo (components/catalogue/institution-logo.tsx) at a tenth of its markup, which matters
 * on pages that repeat it per card. Decorative: the name is always written next to it.
 */
export function Monogram({ name, shortName, large = false }: { name: string; shortName?: string | null; large?: boolean }) {
  const text = monogramOf(name, shortName);
  return (
    <span
      aria-hidden="true"
      className={large ? "monogram monogram-lg" : "monogram"}
      data-len={text.length > 2 ? Math.min(text.length, 4) : undefined}
      style={{ background: colourOf(name) }}
    >
      {text}
    </span>
  );
}
