#!/usr/bin/env node
/**
 * Metrics benchmark:
 *  1. The JS the metrics add to every page: lib/api/metrics.ts + components/metrics/page-tracker.tsx,
 *     bundled and minified with esbuild (react and next external, as they are already on the page), gzip.
 *  2. Ingestion latency of `POST /api/metrics/events` against the production server at a fixed rate:
 *     RATE batches per second of BATCH events each (default 20 × 10 = 200 events/s) for DURATION s,
 *     every request a different visitor and address (text/plain body, as navigator.sendBeacon sends).
 *
 * Usage: node scripts/bench-metrics.mjs            (starts `npm start` on BENCH_PORT=3161, own PGlite)
 *        BENCH_URL=http://127.0.0.1:3000 node scripts/bench-metrics.mjs   (an already running server
 *        started with TRUST_PROXY=1, so that each simulated visitor has its own address)
 *        node scripts/bench-metrics.mjs --js-only
 * Env: RATE (20), BATCH (10), DURATION (30), CONNECTIONS (20).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

async function jsWeight() {
  const result = await build({
    stdin: {
      contents: `export { PageTracker } from "./components/metrics/page-tracker"; export { track } from "./lib/api/metrics";`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    jsx: "automatic",
    external: ["react", "react/jsx-runtime", "next", "next/*"],
    alias: { "@": root },
    define: { "process.env.NEXT_PUBLIC_METRICS_URL": '"/api/metrics"' },
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`El servidor no respondió en ${url}`);
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function ingestion() {
  const rate = Number(process.env.RATE || 20);
  const batch = Number(process.env.BATCH || 10);
  const duration = Number(process.env.DURATION || 30);
  const connections = Number(process.env.CONNECTIONS || 20);
  let server;
  let base = process.env.BENCH_URL;
  let dataDir;
  if (!base) {
    const port = process.env.BENCH_PORT || "3161";
    dataDir = path.join(root, ".data", `bench-metrics-${port}`);
    rmSync(dataDir, { recursive: true, force: true });
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: port,
        PGLITE_DIR: dataDir,
        DATABASE_URL: "",
        TRUST_PROXY: "1",
        LOG_LEVEL: "warn",
        RUMBO_REMINDER_JOB: "off",
        APP_URL: `http://127.0.0.1:${port}`,
      },
      detached: true,
    });
    base = `http://127.0.0.1:${port}`;
  }
  try {
    await waitFor(`${base}/v1/health`, 15 * 60_000);
    const body = JSON.stringify({
      events: Array.from({ length: batch }, (_, i) =>
        i === 0
          ? { type: "page_change", path: "/carreras" }
          : { type: "event", name: "section_completed", path: "/orientacion-vocacional", props: { section: "personality", n: i } },
      ),
    });
    const visitor = () => ({
      "x-forwarded-for": `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0] || 1}`,
      cookie: `rumbo_vid=${randomBytes(16).toString("base64url")}; rumbo_ref=bench; exp=a`,
      "content-type": "text/plain;charset=UTF-8",
    });
    const run = (seconds, collect) =>
      new Promise((resolve, reject) => {
        const times = [];
        const statuses = {};
        const instance = autocannon(
          {
            url: `${base}/api/metrics/events`,
            method: "POST",
            connections,
            overallRate: rate,
            duration: seconds,
            requests: [{ method: "POST", body, setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...visitor() } }) }],
          },
          (error, result) => (error ? reject(error) : resolve({ result, times, statuses })),
        );
        instance.on("response", (_client, status, _bytes, responseTime) => {
          if (!collect) return;
          times.push(responseTime);
          statuses[status] = (statuses[status] ?? 0) + 1;
        });
      });
    await run(5, false); // warm-up: compiled routes, connections, JIT
    const { result, times, statuses } = await run(duration, true);
    times.sort((a, b) => a - b);
    return {
      rate,
      batch,
      duration,
      connections,
      requests: times.length,
      eventsPerSecond: Math.round((times.length * batch) / duration),
      statuses,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1),
      errors: result.errors,
      timeouts: result.timeouts,
    };
  } finally {
    if (server) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
      if (dataDir) {
        await new Promise((r) => setTimeout(r, 2000));
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
}

const js = await jsWeight();
console.log(`JS añadido por página: ${js.raw} B minificado, ${js.gzip} B gzip (límite 2048 B gzip)`);
if (!process.argv.includes("--js-only")) {
  const r = await ingestion();
  console.log(
    `Ingesta: ${r.rate} solicitudes/s × ${r.batch} eventos = ${r.rate * r.batch} eventos/s objetivo, ${r.duration} s, ${r.connections} conexiones → ` +
      `${r.requests} solicitudes (${r.eventsPerSecond} eventos/s), estados ${JSON.stringify(r.statuses)}, ` +
      `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, máx ${r.max.toFixed(1)} ms, errores ${r.errors}, timeouts ${r.timeouts}`,
  );
  console.log(`Máquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}, ${new Date().toISOString()}`);
}
