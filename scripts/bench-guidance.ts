/**
 * `npm run bench:guidance:http -- [--url http://127.0.0.1:3000] [--seeds 3] [--only persona-id]`
 * Runs the persona benchmark (bench/guidance.ts) over HTTP against a running server started with
 * TRUST_PROXY=1 (each simulated student comes from its own address, as behind the proxy), and
 * writes reports/bench-guidance.json. For a server-less run on a seeded in-memory PGlite, through
 * the same route handlers, with the recovery benchmark (bench/recovery.ts) beside it, use `npm run bench:guidance`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runBench, type Caller } from "../bench/guidance";

const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const url = arg("url", "http://127.0.0.1:3000")!;
const seeds = Number(arg("seeds", "3"));

const call: Caller = async (method, urlPath, body, headers = {}) => {
  const res = await fetch(new URL(urlPath, url), {
    method,
    headers: { ...headers, ...(body !== undefined ? { "content-type": "application/json" } : {}), origin: url },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
};

// tsx runs this file as CommonJS (the package has no "type": "module"): no top-level await.
async function main() {
  const report = await runBench(call, { seeds, target: url, only: arg("only") });
  mkdirSync(path.resolve("reports"), { recursive: true });
  writeFileSync(path.resolve("reports/bench-guidance.json"), JSON.stringify(report, null, 2));
  console.log("→ reports/bench-guidance.json");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
