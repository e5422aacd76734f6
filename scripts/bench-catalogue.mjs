#!/usr/bin/env node
/**
 * Benchmark of the directory search, `GET /api/institution?search=…`, against a running server
 * (`npm start`, or `DATABASE_URL=… npm start` for PostgreSQL):
 *
 *   node scripts/bench-catalogue.mjs [--url http://127.0.0.1:3000] [--duration 15] [--connections 50] [--rate 500[,1000,…]]
 *
 * Three runs, each request searching the next term of a list of real searches (accents,
 * acronyms, partial words):
 *   1. one user (1 connection, each request as soon as the last one answered);
 *   2. `--connections` users sending `--rate` requests per second in all, evenly spaced (one run
 *      per rate of a comma-separated list): the latency of the directory at that load, which is
 *      what the target "p95 ≤ 30 ms and ≥ 500 req/s at 50 connections" is about;
 *   3. `--connections` users with no pause at all: the most the server answers per second.
 * Prints p50/p95/p99 latency and requests per second, computed from every response.
 * The server keeps search pages in memory (RUMBO_SEARCH_CACHE_SECONDS); start it with
 * RUMBO_SEARCH_CACHE_SECONDS=0 to measure every request against the database.
 */
import http from "node:http";
import autocannon from "autocannon";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const url = (args.url ?? process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const duration = Number(args.duration ?? 15);
const connections = Number(args.connections ?? 50);
const rates = String(args.rate ?? "500")
  .split(",")
  .map(Number);

const terms = [
  "san marcos",
  "UNMSM",
  "católica",
  "ingeniería",
  "senati",
  "cayetano",
  "lima",
  "nacional",
  "tecnológico",
  "pedagógico",
  "uni",
  "arequipa",
  "cusco",
  "cesar vallejo",
  "upc",
];

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarize(label, conns, offered, seconds, latencies, statuses, errors) {
  latencies.sort((a, b) => a - b);
  const summary = {
    run: label,
    connections: conns,
    offeredPerSec: offered || "sin límite",
    seconds,
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / seconds),
    p50ms: Number(percentile(latencies, 50).toFixed(1)),
    p95ms: Number(percentile(latencies, 95).toFixed(1)),
    p99ms: Number(percentile(latencies, 99).toFixed(1)),
    errors,
    statuses: Object.fromEntries(statuses),
  };
  console.log(JSON.stringify(summary));
  return summary;
}

const searchPath = (i) => `/api/institution?search=${encodeURIComponent(terms[i % terms.length])}&perPage=20`;

/** Closed loop (autocannon): each connection sends its next request as soon as the last answered. */
async function run(label, conns) {
  let i = 0;
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url,
    connections: conns,
    duration,
    requests: [
      {
        method: "GET",
        setupRequest: (req) => ({ ...req, path: searchPath(i++) }),
      },
    ],
  });
  instance.on("response", (_client, status, _bytes, time) => {
    latencies.push(time);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  return summarize(label, conns, 0, duration, latencies, statuses, result.errors + result.timeouts);
}

/**
 * Open loop: `perSecond` requests evenly spaced in time over `conns` keep-alive connections,
 * whatever the server's pace. A request's latency counts from the moment it was due, so time
 * spent waiting for a free connection is included (no coordinated omission).
 */
async function paced(label, conns, perSecond) {
  // One keep-alive socket per connection; request i goes to connection i mod conns.
  const agents = Array.from({ length: conns }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const target = new URL(url);
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  const total = Math.round(perSecond * duration);
  const interval = 1000 / perSecond;
  const start = performance.now();
  const pending = [];
  const send = (i, due) =>
    new Promise((resolve) => {
      const req = http.get({ host: target.hostname, port: target.port, path: searchPath(i), agent: agents[i % conns] }, (res) => {
        res.resume();
        res.on("end", () => {
          latencies.push(performance.now() - due);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
  for (let i = 0; i < total;) {
    const now = performance.now();
    while (i < total && start + i * interval <= now) {
      pending.push(send(i, start + i * interval));
      i++;
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  for (const agent of agents) agent.destroy();
  return summarize(label, conns, perSecond, duration, latencies, statuses, errors);
}

const health = await fetch(`${url}/v1/health`)
  .then((r) => r.json())
  .catch(() => null);
if (!health) {
  console.error(`No server answers at ${url} (start one with npm start).`);
  process.exit(1);
}
// Warm-up: compile the route and fill caches before measuring.
for (const t of terms) await fetch(`${url}/api/institution?search=${encodeURIComponent(t)}`);
await run("one user", 1);
for (const rate of rates) await paced(`${connections} connections, ${rate} req/s evenly spaced`, connections, rate);
await run(`${connections} connections, no pause`, connections);
