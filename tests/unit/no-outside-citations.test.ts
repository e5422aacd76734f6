import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Code and docs say the rule itself, or link a page of this repository: a newcomer has neither the
 * tracker's numbered tickets nor the product specification's numbered sections at hand. This walks
 * every source file and every reference page (the archived run logs and the applied migrations are
 * history and stay as they were written).
 */
const root = path.resolve(__dirname, "../..");
const folders = ["app", "components", "lib", "stores", "styles", "scripts", "tests", "e2e", "bench", "docs"];
const topFiles = [
  "README.md",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "playwright.config.ts",
  "vitest.config.ts",
  "eslint.config.mjs",
];
const skipped = new Set(["node_modules", ".next", "migrations", "history", "fixtures", "reports"]);
const extensions = /\.(ts|tsx|mts|mjs|js|css|md|json)$/;

const ticket = new RegExp(String.raw`\b[Ii]ssues?\s+#?\d`);
const section = new RegExp(String.raw`(?:\b(?:spec|Spec|SPEC|DESIGN)(?:'s)?\s*|\()§\s*\d`);
const designDoc = new RegExp(String.raw`\bDESIGN\b|_incoming/`);

function walk(dir: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    if (skipped.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (extensions.test(name)) out.push(full);
  }
}

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const folder of folders) walk(path.join(root, folder), files);
  for (const file of topFiles) files.push(path.join(root, file));
  return files.filter((file) => !file.endsWith("no-outside-citations.test.ts"));
}

describe("el código y la documentación no citan documentos de fuera del repositorio", () => {
  it("ningún archivo nombra un ticket numerado, una sección numerada de la especificación o DESIGN", () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          const rfc = /\bRFC\s*\d/.test(line);
          if (ticket.test(line) || (!rfc && section.test(line)) || designDoc.test(line)) {
            found.push(`${path.relative(root, file)}:${index + 1}: ${line.trim().slice(0, 120)}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it("reconoce las tres formas de cita (la prueba puede fallar)", () => {
    expect(ticket.test(["the bound (", "issue 26)"].join(""))).toBe(true);
    expect(section.test("as spec §2 says")).toBe(true);
    expect(designDoc.test("see DESIGN for why")).toBe(true);
    expect(section.test("RFC 1951 §3.2.5")).toBe(false);
  });
});
