import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** What docs/architecture.md states about the tree, held against the tree itself. */
const root = path.resolve(__dirname, "../..");
const doc = readFileSync(path.join(root, "docs/architecture.md"), "utf8");

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

function routeHandlers(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) routeHandlers(full, out);
    else if (name === "route.ts") out.push(full);
  }
  return out;
}

describe("docs/architecture.md coincide con el código", () => {
  it("cada carpeta de lib/ está en la tabla de capas", () => {
    const folders = readdirSync(path.join(root, "lib")).filter((name) => statSync(path.join(root, "lib", name)).isDirectory());
    expect(folders.length).toBeGreaterThan(5);
    const missing = folders.filter((name) => !doc.includes(`lib/${name}/`));
    expect(missing).toEqual([]);
  });

  it("ningún route handler declara `dynamic` (la guía dice que no hace falta)", () => {
    const handlers = routeHandlers(path.join(root, "app"));
    expect(handlers.length).toBeGreaterThan(100);
    const declaring = handlers.filter((file) => /export const dynamic\b/.test(readFileSync(file, "utf8")));
    expect(declaring.map((file) => path.relative(root, file))).toEqual([]);
  });

  it("el navegador llama a la API solo por lib/api (una instancia de axios por servicio)", () => {
    const files = ["app", "components", "stores", "lib/client", "lib/contracts", "lib/config"].flatMap((dir) =>
      sourceFiles(path.join(root, dir)),
    );
    expect(files.length).toBeGreaterThan(200);
    const calling = files.filter((file) => /(?<![.\w])fetch\(/.test(readFileSync(file, "utf8")));
    expect(calling.map((file) => path.relative(root, file))).toEqual([]);
  });
});
