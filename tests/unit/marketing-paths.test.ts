import { describe, expect, it } from "vitest";
import { startTestHref } from "@/components/marketing/cta";
import { marketingPaths } from "@/components/marketing/paths";
import { href, routePaths, type RouteName } from "@/lib/config/route-paths";

// The home page's sections write their paths out (route-paths' table stays out of its first load).
describe("the paths the home page's sections write out", () => {
  it("each one is the registry's", () => {
    for (const [name, path] of Object.entries(marketingPaths)) {
      expect(name in routePaths, name).toBe(true);
      expect(path, name).toBe(routePaths[name as RouteName]);
    }
  });

  it("«Empieza tu test gratis» registers, then opens the test", () => {
    expect(startTestHref).toBe(`${href("empezar")}?redirect=${encodeURIComponent(href("orientacionVocacional"))}`);
  });
});
