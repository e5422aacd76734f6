import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSoles, formatSolesRange } from "@/lib/format/money";

describe("formatSoles", () => {
  it.each([
    [0, "S/ 0.00"],
    [5, "S/ 0.05"],
    [50, "S/ 0.50"],
    [9500, "S/ 95.00"],
    [9800, "S/ 98.00"],
    [18000, "S/ 180.00"],
    [19300, "S/ 193.00"],
    [29100, "S/ 291.00"],
    [99999, "S/ 999.99"],
    [100000, "S/ 1,000.00"],
    [123456, "S/ 1,234.56"],
    [123456789, "S/ 1,234,567.89"],
    [-500, "-S/ 5.00"],
    [-123456, "-S/ 1,234.56"],
  ])("%i céntimos → %s", (cents, expected) => {
    expect(formatSoles(cents)).toBe(expected);
  });

  it("uses plain ASCII spaces and separators, whatever the ICU data", () => {
    expect(formatSoles(123456)).toMatch(/^S\/ [0-9,]+\.[0-9]{2}$/);
  });

  it("rejects amounts that are not whole céntimos", () => {
    expect(() => formatSoles(95.5)).toThrow(RangeError);
    expect(() => formatSoles(Number.NaN)).toThrow(RangeError);
    expect(() => formatSoles(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("round-trips: removing the format gives back the céntimos", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatSoles(cents);
        expect(text).toMatch(/^-?S\/ \d{1,3}(,\d{3})*\.\d{2}$/);
        const back = Number(text.replace("S/ ", "").replace(/[,.]/g, ""));
        expect(back).toBe(cents);
      }),
    );
  });
});

describe("formatSolesRange", () => {
  it("joins both ends with an en dash", () => {
    expect(formatSolesRange(9500, 19300)).toBe("S/ 95.00 – S/ 193.00");
  });

  it("accepts the ends in either order", () => {
    expect(formatSolesRange(29100, 19300)).toBe("S/ 193.00 – S/ 291.00");
  });

  it("shows a single price when both ends are equal", () => {
    expect(formatSolesRange(9500, 9500)).toBe("S/ 95.00");
  });

  it("rejects amounts that are not whole céntimos", () => {
    expect(() => formatSolesRange(1.5, 200)).toThrow(RangeError);
  });
});
