import { cn } from "@/lib/utils/cn";

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

/**
 * The institution's logo. The data has no logos, so a monogram is drawn (inline SVG: no remote
 * image, no layout shift). Decorative: the name is always written next to it.
 */
export function InstitutionLogo({
  name,
  shortName,
  size = 48,
  className,
}: {
  name: string;
  shortName?: string | null;
  size?: number;
  className?: string;
}) {
  const text = monogramOf(name, shortName);
  const fontSize = text.length > 3 ? 26 : text.length > 2 ? 32 : 40;
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      aria-hidden="true"
      className={cn("shrink-0 rounded-xl", className)}
      focusable="false"
    >
      <rect width="100" height="100" rx="22" fill={colourOf(name)} />
      <text
        x="50"
        y="50"
        dominantBaseline="central"
        textAnchor="middle"
        fill="#fff"
        fontSize={fontSize}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {text}
      </text>
    </svg>
  );
}
