import { describe, expect, it } from "vitest";
import { institutionSlugParamsSchema } from "@/lib/contracts/catalogue";
import { isSlug, SLUG_MAX_LENGTH, SLUG_PATTERN } from "@/lib/contracts/slug";
import { slugify } from "@/lib/seed/text";

describe("the slug of the catalogue, the fair and the webinars (lib/contracts/slug.ts)", () => {
  it("takes lower-case letters and digits joined by single hyphens", () => {
    for (const slug of ["pucp", "medicina-humana", "expo-2026", "universidad-nacional-mayor-de-san-marcos", "a1-b2-c3"]) {
      expect(isSlug(slug), slug).toBe(true);
    }
  });

  it("refuses capitals, accents, spaces, slashes, and hyphens at the ends or doubled", () => {
    for (const value of ["", "PUCP", "ñandú", "dos palabras", "a/b", "-pucp", "pucp-", "pucp--lima", "pucp_lima", "pucp.pe"]) {
      expect(isSlug(value), value).toBe(false);
    }
  });

  it("refuses one longer than the limit (160 unless told)", () => {
    expect(isSlug("a".repeat(SLUG_MAX_LENGTH))).toBe(true);
    expect(isSlug("a".repeat(SLUG_MAX_LENGTH + 1))).toBe(false);
    expect(isSlug("abcd", 3)).toBe(false);
  });

  it("is what the seed's slugify gives and what the catalogue's params accept", () => {
    for (const name of [
      "Pontificia Universidad Católica del Perú",
      "Ingeniería de Sistemas e Informática",
      "  I.E.S.T.P. «Huancavelica» 2  ",
    ]) {
      const slug = slugify(name);
      expect(SLUG_PATTERN.test(slug), slug).toBe(true);
      expect(institutionSlugParamsSchema.safeParse({ slug }).success, slug).toBe(true);
    }
    expect(institutionSlugParamsSchema.safeParse({ slug: "Pucp--Lima" }).success).toBe(false);
  });
});
