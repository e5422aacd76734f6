import { describe, expect, it } from "vitest";
import { containsPattern, likePattern } from "@/lib/db/sql";
import { likePattern as listLikePattern } from "@/lib/server/paging";

/** What LIKE with PostgreSQL's default escape (`\`) does with a pattern, for the cases below. */
function likeMatches(pattern: string, value: string): boolean {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") source += pattern[++i].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    else if (c === "%") source += "[\\s\\S]*";
    else if (c === "_") source += "[\\s\\S]";
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`, "i").test(value);
}

describe("the LIKE pattern of a search box's text (lib/db/sql.ts)", () => {
  it("matches the text anywhere", () => {
    expect(likePattern("pucp")).toBe("%pucp%");
    expect(likeMatches(likePattern("pucp"), "Universidad PUCP Lima")).toBe(true);
  });

  it("takes %, _ and \\ literally", () => {
    expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
    expect(likeMatches(likePattern("50%"), "descuento del 50% hoy")).toBe(true);
    expect(likeMatches(likePattern("50%"), "500 soles")).toBe(false);
    expect(likeMatches(likePattern("a_b"), "axb")).toBe(false);
    expect(likeMatches(likePattern("a_b"), "código a_b")).toBe(true);
    expect(likeMatches(likePattern("c:\\tmp"), "en c:\\tmp")).toBe(true);
  });

  it("the back office's lists and the folded searches use the same escaping", () => {
    expect(listLikePattern).toBe(likePattern);
    expect(containsPattern("Ingeniería 100%")).toBe("%ingenieria 100\\%%");
  });
});
