#!/usr/bin/env node
/**
 * `npm test`: every layer of tests, in order, and one closing line `N passed, N failed`.
 *   0. the static checks: ESLint (`npm run lint`, with the layer rules) and Prettier
 *      (`npm run format:check`); each counts as one test and a failure fails the run;
 *   1. vitest: unit, component and API integration tests (API on an in-memory PGlite);
 *   2. the API suite again on PostgreSQL when TEST_DATABASE_URL is set;
 *      (the shared rate limits are tested against Redis: TEST_REDIS_URL, or a Redis that answers
 *      on 127.0.0.1:6379, database 15; keys are per test and expire in a minute);
 *   3. Playwright journeys in Debian's Chromium against a production build it starts and stops;
 *   4. the hostile security suite (tests/security, `npm run test:security`) on that same build;
 *   5. with PostgreSQL and Redis, two instances of that build behind both (scripts/two-instances.mjs).
 * Extra arguments go to Playwright (e.g. `npm test -- --project=phone`).
 */
import { spawnSync } from "node:child_process";
import net from "node:net";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const out = mkdtempSync(path.join(os.tmpdir(), "rumbo-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = false;

function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((c) => existsSync(c));
}

function ensureChromium() {
  let found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log("▸ Instalando Chromium de Debian (apt-get install -y chromium)…");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    found = findChromium();
    if (found) return found;
  }
  console.error("Falta Chromium para las pruebas de navegador: instálalo con `sudo apt-get install -y chromium` (o define CHROME_PATH).");
  return undefined;
}

function vitest(label, args, env) {
  const file = path.join(out, `${label}.json`);
  console.log(`\n▸ ${label}`);
  const result = spawnSync(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`, ...args], {
    stdio: "inherit",
    env,
  });
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, "utf8"));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  if (result.status !== 0) {
    failedStep = true;
    if (!existsSync(file)) totals.failed += 1;
  }
}

/** True when a Redis answers PING at host:port within half a second. */
function redisAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

/** A static check (lint, formatting): one passed or failed test in the closing line. */
function check(label, name, args) {
  console.log(`\n▸ ${label}`);
  const result = spawnSync(bin(name), args, { stdio: "inherit" });
  if (result.status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failedStep = true;
  }
}

check("ESLint (reglas de TypeScript, Next, hooks y capas)", "eslint", ["."]);
check("Prettier (formato)", "prettier", ["--check", "."]);

if (!process.env.TEST_REDIS_URL && (await redisAnswers("127.0.0.1", 6379))) process.env.TEST_REDIS_URL = "redis://127.0.0.1:6379/15";
console.log(
  process.env.TEST_REDIS_URL
    ? `▸ Límites compartidos: Redis en ${process.env.TEST_REDIS_URL}`
    : "▸ Sin Redis: las pruebas de límites compartidos se omiten",
);

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
vitest("vitest (unidad, componentes, API sobre PGlite)", [], { ...withoutPg, NODE_ENV: "test" });
if (TEST_DATABASE_URL) {
  vitest("vitest (API sobre PostgreSQL)", ["--project", "api"], { ...process.env, NODE_ENV: "test" });
}

/** A Playwright run in Debian's Chromium; its JSON report's counts join the closing line. */
function playwright(label, name, args, chromium) {
  console.log(`\n▸ ${label}`);
  const file = path.join(out, `${name}.json`);
  const { NODE_ENV: _ignored, ...env } = process.env;
  const result = spawnSync(bin("playwright"), ["test", ...args], {
    stdio: "inherit",
    env: { ...env, CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  if (existsSync(file)) {
    const stats = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  }
  if (result.status !== 0) {
    failedStep = true;
    if (!existsSync(file)) totals.failed += 1;
  }
}

const chromium = ensureChromium();
if (!chromium) {
  failedStep = true;
  totals.failed += 1;
} else {
  playwright("Playwright (Chromium, teléfono y escritorio, build de producción)", "playwright", process.argv.slice(2), chromium);
  // The whole hostile suite, fuzz included (≥ 300 requests per route and method).
  playwright(
    "Pruebas de seguridad (tests/security con el fuzz, build de producción)",
    "security",
    ["-c", "tests/security/playwright.config.ts"],
    chromium,
  );
}

// Two production instances behind one PostgreSQL and one Redis (scripts/two-instances.mjs), on the
// build the journeys just made: registration on one, log-in and a saved answer on the other, shared limits.
if (TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  console.log("\n▸ Dos instancias detrás de un PostgreSQL y un Redis");
  const result = spawnSync(process.execPath, ["scripts/two-instances.mjs"], {
    encoding: "utf8",
    // The server of TEST_DATABASE_URL (the script creates and drops a database of its own there).
    env: { ...process.env, TWO_PG_URL: TEST_DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, "") },
  });
  process.stdout.write(result.stdout ?? "");
  process.stderr.write(result.stderr ?? "");
  const counts = /(\d+) passed, (\d+) failed\s*$/.exec(result.stdout ?? "");
  totals.passed += counts ? Number(counts[1]) : 0;
  totals.failed += counts ? Number(counts[2]) : result.status === 0 ? 0 : 1;
  if (result.status !== 0) failedStep = true;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
