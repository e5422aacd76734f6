import { describe, expect, it } from "vitest";
import { chromePaths } from "@/components/layout/chrome-paths";
import { institutionPath, livePath } from "@/components/layout/client-paths";
import { statusPaths } from "@/components/layout/status-paths";
import { href, routePaths, type RouteName } from "@/lib/config/route-paths";

// The layout and the error pages write their paths out (route-paths' table stays out of every page's
// first load); these are the registry's paths.
describe("the paths written out for every page's first load", () => {
  it("the error and status pages link to the registry's home and test", () => {
    expect(statusPaths).toEqual({ home: href("index"), test: href("testOrientacion") });
  });

  it("each path of the navbar, the footer and the mobile tabs is the registry's", () => {
    for (const [name, path] of Object.entries(chromePaths)) {
      expect(name in routePaths, name).toBe(true);
      expect(path, name).toBe(routePaths[name as RouteName]);
    }
  });

  it("the client components' paths are the registry's", () => {
    expect(livePath).toBe(href("live"));
    for (const slug of ["universidad-nacional-mayor-de-san-marcos", "pucp", "ñandú y otros/2"]) {
      expect(institutionPath(slug), slug).toBe(href("institution", { institutionSlug: slug }));
    }
  });
});
