import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rateLimits, type RateLimit } from "@/lib/server/rate-limits";

/** The table of every rate limit (lib/server/rate-limits.ts), held against the code and docs/security.md. */
const root = path.resolve(__dirname, "../..");
const security = readFileSync(path.join(root, "docs/security.md"), "utf8");
const entries: RateLimit[] = Object.values(rateLimits);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx|mts|mjs)$/.test(name)) out.push(full);
  }
  return out;
}

/** A window as the docs write it: «45 s», «10 min», «1 h», «14 días». */
function windowText(seconds: number): string {
  if (seconds % (24 * 3600) === 0 && seconds >= 2 * 24 * 3600) return `${seconds / (24 * 3600)} días`;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** The integers a cell writes, thousands separators dropped («1,000» → 1000). */
const numbersIn = (text: string) => [...text.matchAll(/\d[\d,.]*\d|\d/g)].map((m) => Number(m[0].replace(/[,.]/g, "")));

/** The rows of the markdown table that follows a heading of docs/security.md, as cells. */
function tableAfter(heading: string): string[][] {
  const start = security.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const lines = security.slice(start + heading.length + 2).split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe("la tabla de límites", () => {
  it("es el único lugar de lib/ y app/ que crea un límite (createLimiter, createBurstLimiter)", () => {
    const allowed = new Set(["lib/server/rate-limits.ts", "lib/server/rate-limit.ts"]);
    const files = [...sourceFiles(path.join(root, "lib")), ...sourceFiles(path.join(root, "app"))];
    expect(files.length).toBeGreaterThan(100);
    const creating = files
      .map((file) => path.relative(root, file).split(path.sep).join("/"))
      .filter((file) => !allowed.has(file) && /\bcreate(Burst)?Limiter\(/.test(readFileSync(path.join(root, file), "utf8")));
    expect(creating).toEqual([]);
  });

  it("cada entrada tiene un nombre propio, números positivos y un mensaje en español", () => {
    const names = entries.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of entries) {
      expect(entry.points, entry.name).toBeGreaterThan(0);
      expect(entry.windowSec, entry.name).toBeGreaterThan(0);
      expect(entry.message, entry.name).toMatch(/^[A-ZÁÉÍÓÚÑ¡¿].+\.$/);
    }
  });

  it("docs/security.md lista cada entrada con sus números, y ninguna más", () => {
    const rows = tableAfter("### La tabla de límites");
    const documented = new Map(rows.map(([name, , points, window, burst]) => [name.replace(/`/g, ""), { points, window, burst }]));
    expect([...documented.keys()].sort()).toEqual(entries.map((entry) => entry.name).sort());
    for (const entry of entries) {
      const row = documented.get(entry.name)!;
      expect(numbersIn(row.points), entry.name).toEqual([entry.points]);
      expect(row.window, entry.name).toBe(windowText(entry.windowSec));
      const burst = entry.burst ? `${entry.burst.points} en ${windowText(entry.burst.durationSec)}` : "—";
      expect(row.burst, entry.name).toBe(burst);
    }
  });

  it("los números de «Inicios de sesión y registros» son los de las entradas que nombra", () => {
    const byName = new Map(entries.map((entry) => [entry.name, entry]));
    const rows = tableAfter("### Inicios de sesión y registros");
    expect(rows.length).toBeGreaterThan(8);
    let named = 0;
    for (const [what, value] of rows) {
      const names = [...value.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]);
      if (names.length === 0) {
        expect(numbersIn(value), what).toEqual([]);
        continue;
      }
      named += 1;
      const allowed = new Set<number>();
      for (const name of names) {
        const entry: RateLimit | undefined = byName.get(name);
        expect(entry, `${what}: ${name}`).toBeDefined();
        if (!entry) continue;
        const windows = [entry.windowSec, ...(entry.burst ? [entry.burst.durationSec] : [])];
        allowed.add(entry.points);
        if (entry.burst) allowed.add(entry.burst.points);
        for (const seconds of windows) for (const unit of [1, 60, 3600, 24 * 3600]) if (seconds % unit === 0) allowed.add(seconds / unit);
      }
      for (const n of numbersIn(value)) expect(allowed.has(n), `${what}: ${n} no es un número de ${names.join(", ")}`).toBe(true);
    }
    expect(named).toBeGreaterThan(8);
  });
});
