#!/usr/bin/env node
/**
 * Benchmark of the directory search, `GET /api/institution?search=…`, against a running server
 * (`npm start`, or `DATABASE_URL=… npm start` for PostgreSQL):
 *
 *   node scripts/bench-catalog.mjs [--url http://127.0.0.1:3000] [--duration 15] [--connections 50]
 *
 * Two runs: one user (1 connection) and `--connections` users; each request searches the next
 * term of a list of real searches (accents, acronyms, partial words). Prints p50/p95/p99 latency
 * and requests per second, computed from every response.
 */
import autocannon from "autocannon";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const url = (args.url ?? process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const duration = Number(args.duration ?? 15);
const connections = Number(args.connections ?? 50);

const terms = ["san marcos", "UNMSM", "católica", "ingeniería", "senati", "cayetano", "lima", "nacional", "tecnológico", "pedagógico", "uni", "arequipa", "cusco", "cesar vallejo", "upc"];

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

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
        setupRequest: (req) => ({ ...req, path: `/api/institution?search=${encodeURIComponent(terms[i++ % terms.length])}&perPage=20` }),
      },
    ],
  });
  instance.on("response", (_client, status, _bytes, time) => {
    latencies.push(time);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const summary = {
    run: label,
    connections: conns,
    seconds: duration,
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / duration),
    p50ms: Number(percentile(latencies, 50).toFixed(1)),
    p95ms: Number(percentile(latencies, 95).toFixed(1)),
    p99ms: Number(percentile(latencies, 99).toFixed(1)),
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(statuses),
  };
  console.log(JSON.stringify(summary));
  return summary;
}

const health = await fetch(`${url}/v1/health`).then((r) => r.json()).catch(() => null);
if (!health) {
  console.error(`No server answers at ${url} (start one with npm start).`);
  process.exit(1);
}
// Warm-up: compile the route and fill caches before measuring.
for (const t of terms) await fetch(`${url}/api/institution?search=${encodeURIComponent(t)}`);
await run("one user", 1);
await run(`${connections} connections`, connections);
