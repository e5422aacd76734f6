import { cn } from "@/lib/utils/cn";
import { colourOf, monogramOf } from "./monogram-text";

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
