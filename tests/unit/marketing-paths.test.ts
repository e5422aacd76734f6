import { describe, expect, it } from "vitest";
import { startTestHref } from "@/components/marketing/cta";
import { href } from "@/lib/config/route-paths";

// The home page's sections link through chromePaths (components/layout/chrome-paths.ts, already on
// every page; tests/unit/status-paths.test.ts keeps each one equal to href()), not the route table.
describe("the paths the home page's sections write out", () => {
  it("«Empieza tu test gratis» registers, then opens the test", () => {
    expect(startTestHref).toBe(`${href("empezar")}?redirect=${encodeURIComponent(href("orientacionVocacional"))}`);
  });
});
