#!/usr/bin/env node
/**
 * The import graph between the domains of lib/server (its top-level folders and files), measured
 * from the source: which domain imports which, how many import lines, and the circles among them.
 *
 *   node scripts/domain-graph.mjs            table of edges, circles and order violations
 *   node scripts/domain-graph.mjs --json     the same as JSON (used by tests/unit/domain-order.test.ts)
 *
 * The order the graph must follow is declared once in lib/server/domains.mjs; eslint enforces it
 * file by file (local/domain-order), this script shows the whole picture.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkDomainImport, domainLevels, domainOf, domainOfFile, repoRoot, serverPathOf } from "../lib/server/domains.mjs";

const serverDir = path.join(repoRoot, "lib/server");

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name)) yield full;
  }
}

/** Every module specifier in a source file: static imports/exports and dynamic import(). */
function specifiers(source) {
  const found = [];
  const patterns = [
    /\b(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

export function measure() {
  /** @type {Map<string, Map<string, string[]>>} from domain → to domain → importing files */
  const edges = new Map();
  const violations = [];
  for (const file of files(serverDir)) {
    const fromPath = path.relative(serverDir, file).split(path.sep).join("/");
    const from = domainOfFile(file);
    if (from === null) continue;
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      const toPath = serverPathOf(file, specifier);
      if (toPath === null) continue;
      const to = domainOf(toPath);
      if (to === null || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const row = edges.get(from);
      if (!row.has(to)) row.set(to, []);
      row.get(to).push(fromPath);
      const problem = checkDomainImport(from, to);
      if (problem) violations.push({ file: `lib/server/${fromPath}`, specifier, problem });
    }
  }
  const declared = new Set(domainLevels.flat());
  const undeclared = [...new Set([...files(serverDir)].map(domainOfFile))].filter((d) => d !== null && !declared.has(d)).sort();
  return { edges, violations, undeclared, circles: circles(edges) };
}

/** Strongly connected components with more than one domain (Tarjan). */
function circles(edges) {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((row) => [...row.keys()])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) result.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { edges, violations, undeclared, circles: found } = measure();
  if (process.argv.includes("--json")) {
    const plain = Object.fromEntries(
      [...edges].map(([from, row]) => [from, Object.fromEntries([...row].map(([to, list]) => [to, list.length]))]),
    );
    console.log(JSON.stringify({ edges: plain, circles: found, violations, undeclared }, null, 2));
  } else {
    for (const [from, row] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
      const list = [...row].sort(([a], [b]) => a.localeCompare(b)).map(([to, importers]) => `${to} (${importers.length})`);
      console.log(`${from.padEnd(14)} → ${list.join(", ")}`);
    }
    console.log(`\ncircles: ${found.length === 0 ? "none" : found.map((c) => c.join(" ↔ ")).join("; ")}`);
    console.log(`undeclared domains: ${undeclared.length === 0 ? "none" : undeclared.join(", ")}`);
    console.log(`order violations: ${violations.length}`);
    for (const v of violations) console.log(`  ${v.file}: ${v.specifier} — ${v.problem}`);
  }
  process.exitCode = found.length > 0 || violations.length > 0 || undeclared.length > 0 ? 1 : 0;
}
