import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeEntries } from "@/lib/config/route-registry";

/** The root layout adds « · Rumbo» to every page title (`template: "%s · Rumbo"`). */
const root = path.resolve(__dirname, "../../app");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /^(page|layout)\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("títulos de página", () => {
  it("ninguna página agrega «Rumbo» a su título (el layout ya lo hace)", () => {
    const offenders: string[] = [];
    for (const file of files(root)) {
      if (file === path.join(root, "layout.tsx")) continue;
      const text = readFileSync(file, "utf8");
      // A title written in the metadata: `title: "…"` or a template literal, ending with the brand.
      for (const match of text.matchAll(/title:\s*(?:summary\s*\?\s*)?[`"]([^`"]*)[`"](?:\s*:\s*[`"]([^`"]*)[`"])?/g)) {
        for (const title of [match[1], match[2]].filter(Boolean))
          if (/Rumbo\s*$/.test(title)) offenders.push(`${path.relative(root, file)}: ${title}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("los títulos del registro de rutas no repiten la marca", () => {
    for (const page of routeEntries) if (page.title) expect(page.title, page.path).not.toMatch(/Rumbo\s*$/);
  });
});
