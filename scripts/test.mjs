#!/usr/bin/env node
/**
 * `npm test`: every layer of tests, in order, and one closing line `N passed, N failed`.
 *   0. the static checks, side by side (each uses one core): ESLint (`npm run lint`, with the layer
 *      rules) and Prettier (`npm run format:check`); each counts as one test and a failure fails the run;
 *   1. vitest: unit, component and API integration tests (API on an in-memory PGlite);
 *   2. the API suite again on PostgreSQL when TEST_DATABASE_URL is set;
 *      (the shared rate limits are tested against Redis: TEST_REDIS_URL, or a Redis that answers
 *      on 127.0.0.1:6379, database 15; keys are per test and expire in a minute);
 *   3. one production build (`next build`, skipped while the sources match its stamp), shared by
 *      every check that needs a server:
 *   4. Playwright journeys in Debian's Chromium against that build (a server they start and stop);
 *   5. the hostile security suite (tests/security, `npm run test:security`) on that same build, on
 *      a server of its own (E2E_PORT + 100);
 *   6. with PostgreSQL and Redis, two instances of that build behind both (scripts/two-instances.mjs).
 * Steps 4–6 run at the same time, each on its own servers and database: the journeys mostly wait
 * (debounces, the answer queue, live updates), and the security suite and the two instances use
 * the cores they leave. Their output is kept and printed whole as each one ends.
 * Each step prints its duration, and the run ends with the table of durations and the total
 * (docs/ci.md explains the budget). Extra arguments go to Playwright (e.g. `npm test -- --project=phone`).
 */
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsCurrent, buildProduction } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const out = mkdtempSync(path.join(os.tmpdir(), "rumbo-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = false;
const started = performance.now();
/** Each step's label and seconds, printed after it and again at the end. */
const durations = [];

/** Runs one step and records how long it took. */
async function timed(label, step) {
  const from = performance.now();
  try {
    return await step();
  } finally {
    const seconds = (performance.now() - from) / 1000;
    durations.push({ label, seconds });
    console.log(`⏱ ${label}: ${seconds.toFixed(1)} s`);
  }
}

function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

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
async function check(label, name, args) {
  const result = await background(label, bin(name), args, process.env);
  if (result.status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failedStep = true;
  }
}

// Each uses mostly one core: side by side they took 28–36 s on two cores, against 36 s one after
// the other (29-11-2026, docs/ci.md).
await Promise.all([
  timed("ESLint", () => check("ESLint (reglas de TypeScript, Next, hooks, capas y orden de los dominios)", "eslint", ["."])),
  timed("Prettier", () => check("Prettier (formato)", "prettier", ["--check", "."])),
]);

if (!process.env.TEST_REDIS_URL && (await redisAnswers("127.0.0.1", 6379))) process.env.TEST_REDIS_URL = "redis://127.0.0.1:6379/15";
console.log(
  process.env.TEST_REDIS_URL
    ? `▸ Límites compartidos: Redis en ${process.env.TEST_REDIS_URL}`
    : "▸ Sin Redis: las pruebas de límites compartidos se omiten",
);

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
await timed("vitest sobre PGlite", () => vitest("vitest (unidad, componentes, API sobre PGlite)", [], { ...withoutPg, NODE_ENV: "test" }));
if (TEST_DATABASE_URL) {
  await timed("vitest API sobre PostgreSQL", () =>
    vitest("vitest (API sobre PostgreSQL)", ["--project", "api"], { ...process.env, NODE_ENV: "test" }),
  );
}

/**
 * The one production build of the run. The journeys' and the security suite's servers
 * (scripts/e2e-server.mjs → scripts/start.mjs) and scripts/two-instances.mjs find it current by its
 * source stamp and start on it; none of them builds again. APP_URL is the journeys' server's, as when
 * that server made the build.
 */
function productionBuild() {
  if (buildIsCurrent(root)) {
    console.log("\n▸ Compilación de producción: al día (se reutiliza)");
    return true;
  }
  console.log("\n▸ Compilación de producción (next build, una para todas las pruebas con servidor)");
  const port = process.env.E2E_PORT ?? "3100";
  const { NODE_ENV: _ignored, ...env } = process.env;
  if (buildProduction(root, { ...env, APP_URL: process.env.APP_URL ?? `http://127.0.0.1:${port}` }) === 0) return true;
  failedStep = true;
  totals.failed += 1;
  return false;
}

/**
 * A child process whose output goes to a file (several run at once), printed whole when it ends.
 * Resolves with its exit status and its output.
 */
function background(label, command, args, env) {
  const logFile = path.join(out, `${label.replace(/[^\w]+/g, "-")}.log`);
  const log = createWriteStream(logFile);
  console.log(`▸ ${label}: empieza (su salida aparece al terminar)`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on("close", (status) => {
      log.end(() => {
        const output = readFileSync(logFile, "utf8");
        console.log(`\n▸ ${label}\n${output}`);
        resolve({ status: status ?? 1, output });
      });
    });
  });
}

/** A Playwright run in Debian's Chromium; its JSON report's counts join the closing line. */
async function playwright(label, name, args, chromium, extraEnv = {}) {
  const file = path.join(out, `${name}.json`);
  const { NODE_ENV: _ignored, ...env } = process.env;
  const result = await background(label, bin("playwright"), ["test", ...args], {
    ...env,
    ...extraEnv,
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
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

const built = await timed("compilación de producción", productionBuild);
const chromium = await timed("Chromium", ensureChromium);
const serverSteps = [];
if (!chromium) {
  failedStep = true;
  totals.failed += 1;
} else if (built) {
  console.log("\n▸ Pasos con servidor, a la vez: recorridos, seguridad y dos instancias");
  serverSteps.push(
    timed("Playwright (recorridos)", () =>
      playwright("Playwright (Chromium, teléfono y escritorio, build de producción)", "playwright", process.argv.slice(2), chromium),
    ),
  );
  // The whole hostile suite, fuzz included (≥ 300 requests per route and method), on its own server.
  const securityPort = String(Number(process.env.E2E_PORT ?? 3100) + 100);
  serverSteps.push(
    timed("pruebas de seguridad", () =>
      playwright(
        "Pruebas de seguridad (tests/security con el fuzz, build de producción)",
        "security",
        ["-c", "tests/security/playwright.config.ts"],
        chromium,
        { E2E_PORT: securityPort },
      ),
    ),
  );
}

// Two production instances behind one PostgreSQL and one Redis (scripts/two-instances.mjs), on the
// run's build: registration on one, log-in and a saved answer on the other, shared limits.
if (TEST_DATABASE_URL && process.env.TEST_REDIS_URL && built) {
  serverSteps.push(
    timed("dos instancias", async () => {
      const result = await background(
        "Dos instancias detrás de un PostgreSQL y un Redis",
        process.execPath,
        ["scripts/two-instances.mjs"],
        {
          ...process.env,
          // The server of TEST_DATABASE_URL (the script creates and drops a database of its own there).
          TWO_PG_URL: TEST_DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, ""),
        },
      );
      const counts = /(\d+) passed, (\d+) failed\s*$/.exec(result.output);
      totals.passed += counts ? Number(counts[1]) : 0;
      totals.failed += counts ? Number(counts[2]) : result.status === 0 ? 0 : 1;
      if (result.status !== 0) failedStep = true;
    }),
  );
}
if (serverSteps.length) await timed("pasos con servidor (a la vez)", () => Promise.all(serverSteps));

const total = (performance.now() - started) / 1000;
const width = Math.max(...durations.map((d) => d.label.length), 5);
console.log("\nDuración por paso:");
for (const { label, seconds } of durations) console.log(`  ${label.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`);
console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(7)} s (${minutes(total)})`);

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
