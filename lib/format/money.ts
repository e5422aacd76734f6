/**
 * Money in Rumbo is stored as an integer number of céntimos (1 sol = 100 céntimos) and shown as
 * Peruvians usually write it: "S/ 95.00", "S/ 1,234.56" (comma for thousands, point for decimals).
 * Formatting is done by hand, not with Intl.NumberFormat, so the output never depends on the ICU
 * data of the Node.js version or browser (which differ in separators and spaces for "es-PE").
 */

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Expected an integer amount in céntimos, got ${String(cents)}`);
  }
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** 9500 → "S/ 95.00"; 123456 → "S/ 1,234.56"; -500 → "-S/ 5.00". Throws on non-integers. */
export function formatSoles(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const soles = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}S/ ${groupThousands(String(soles))}.${String(rest).padStart(2, "0")}`;
}

/**
 * A price range: "S/ 95.00 – S/ 193.00" (en dash); a single price when both ends are equal.
 * The ends may be given in either order.
 */
export function formatSolesRange(minCents: number, maxCents: number): string {
  assertCents(minCents);
  assertCents(maxCents);
  const low = Math.min(minCents, maxCents);
  const high = Math.max(minCents, maxCents);
  if (low === high) return formatSoles(low);
  return `${formatSoles(low)} – ${formatSoles(high)}`;
}
