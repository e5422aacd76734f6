import { describe, expect, it } from "vitest";
import { statusPaths } from "@/components/layout/status-paths";
import { href } from "@/lib/config/route-paths";

describe("the error and status pages' links", () => {
  it("are the registry's paths", () => {
    expect(statusPaths).toEqual({ home: href("index"), test: href("testOrientacion") });
  });
});
