export type ClassValue = string | number | false | null | undefined;

/**
 * Joins class names, skipping falsy values: `cn("a", cond && "b", undefined)` → "a" or "a b".
 * It does not resolve Tailwind conflicts, so components put the caller's `className` last and
 * avoid setting the same property twice.
 */
export function cn(...classes: ClassValue[]): string {
  let out = "";
  for (const c of classes) {
    if (!c) continue;
    out = out ? `${out} ${c}` : String(c);
  }
  return out;
}
