import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chromePaths } from "@/components/layout/chrome-paths";
import { FIXED_TOP_SEGMENTS } from "@/lib/config/page-cache.mjs";
import { handlerTopSegments, routeEntries } from "@/lib/config/route-registry";

const root = path.resolve(__dirname, "../..");

// scripts/route-paths.mjs writes the path table, the chrome's paths and the fixed first segments
// from the registry; a registry edit without running it leaves them behind.
describe("the lists written from the route registry (scripts/route-paths.mjs)", () => {
  it("are what the script writes from the registry as it is now", () => {
    let output = "";
    try {
      execFileSync(process.execPath, [path.join(root, "scripts/route-paths.mjs"), "--check"], { cwd: root, stdio: "pipe" });
    } catch (error) {
      output = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    expect(output, "run `node scripts/route-paths.mjs`").toBe("");
  });

  it("the chrome's paths are the entries marked `chrome`, each with its registry path", () => {
    const marked = routeEntries.filter((e) => e.chrome).map((e) => [e.name, e.path]);
    expect(Object.entries(chromePaths).sort()).toEqual(marked.sort());
  });

  it("the fixed first segments are the registry's and the route handlers'; an institution's slug is none of them", () => {
    const fromRegistry = routeEntries.map((e) => e.path.split("/")[1]).filter((s) => s && !s.startsWith("["));
    expect([...FIXED_TOP_SEGMENTS].sort()).toEqual([...new Set([...fromRegistry, ...handlerTopSegments])].sort());
    expect(FIXED_TOP_SEGMENTS.has("pucp")).toBe(false);
    expect(FIXED_TOP_SEGMENTS.has("orientacion-vocacional")).toBe(true);
  });
});
