/**
 * The text and colour of an institution's monogram, shared by its SVG logo
 * (components/catalogue/institution-logo.tsx), the styled span of the directory's cards
 * (components/catalogue/monogram.tsx) and the fair's logos (components/fair/fair-logo.tsx): the
 * same letters in the same colour everywhere. No JSX here, so a page that only needs the letters
 * does not load a logo component.
 */

const PALETTE = ["#115a63", "#124a52", "#a8360f", "#0f7a3d", "#3d454f", "#6e2813", "#136e78", "#861818"];
const SKIP = new Set([
  "de",
  "del",
  "la",
  "las",
  "los",
  "el",
  "y",
  "e",
  "en",
  "universidad",
  "instituto",
  "s.a.c.",
  "sac",
  "s.a.",
  "iest",
  "iesp",
  "nacional",
]);

/** Two letters that name the institution: its acronym, or the first significant words. */
export function monogramOf(name: string, shortName?: string | null): string {
  if (shortName && shortName.length <= 4) return shortName.toUpperCase();
  const words = name.split(/\s+/).filter((w) => w && !SKIP.has(w.toLowerCase()));
  const letters = (words.length ? words : name.split(/\s+/)).slice(0, 2).map((w) => w[0] ?? "");
  return letters.join("").toUpperCase() || "?";
}

/** The monogram's background: one of the palette's colours, always the same for a name. */
export function colourOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length];
}
