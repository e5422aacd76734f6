#!/usr/bin/env node
/**
 * The production server on every core: a primary that forks `RUMBO_WORKERS` copies of the
 * server (server/serve.ts, compiled to .server/main.mjs by scripts/server-build.mjs first when
 * missing or stale; Node's cluster; they share the port, the kernel hands each connection to one)
 * and does nothing else but keep them:
 * - a worker that dies is replaced (after 1 s; at most 10 replacements a minute, then it waits);
 * - the rate limits without Redis live here (rate-limiter-flexible's cluster store), so all workers
 *   count together and a replaced worker finds the counts;
 * - it relays the workers' cross-worker broadcast (lib/server/cluster/bus.mjs): page cache
 *   invalidations when REDIS_URL is unset, and whatever else a feature sends on it.
 * - without DATABASE_URL and with more than one worker, it opens the embedded PGlite itself (one
 *   opener per data directory) and answers the workers' statements over the cluster channel
 *   (lib/db/pglite-ipc.mjs): the workers render on every core, the database works in this process.
 * RUMBO_WORKERS: number of workers, default one per core (1: the worker opens PGlite itself, as
 * `npm run serve` does; the e2e server runs so).
 * Usage: node scripts/cluster.mjs (the same environment as scripts/serve.mjs); `npm start` runs it.
 * A first argument replaces the server as the workers' script (tests/cluster: a tiny stand-in).
 */
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import rateLimiterFlexible from "rate-limiter-flexible";
import { clusterChannel, ownPglite } from "../lib/db/pglite-ipc.mjs";
import { keepReads } from "../lib/db/read-cache.mjs";
import { relayBus } from "../lib/server/cluster/bus.mjs";
import { ensureServer } from "./server-build.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** How many workers to run. */
function workerCount(env = process.env, cores = os.availableParallelism()) {
  const asked = env.RUMBO_WORKERS?.trim() ? Number(env.RUMBO_WORKERS) : cores;
  if (!Number.isInteger(asked) || asked < 1 || asked > 64)
    throw new Error(`RUMBO_WORKERS debe ser un entero entre 1 y 64 (es «${env.RUMBO_WORKERS}»).`);
  return asked;
}

const count = workerCount();
/** The embedded database shared by several workers: this process opens it. */
const sharedPglite = !process.env.DATABASE_URL?.trim() && count > 1;
console.log(
  `▸ ${count} worker${count === 1 ? "" : "s"} (RUMBO_WORKERS; núcleos: ${os.availableParallelism()})` +
    (sharedPglite ? "; PGlite abierto en el proceso principal." : "."),
);

new rateLimiterFlexible.RateLimiterClusterMaster();
relayBus(cluster);
// Structured clone on the channel: the database's answers (bigint, bytes, dates) cross intact.
// The workers run the compiled server directly (compiled once here, not once per worker).
const exec = process.argv[2] ? path.resolve(process.argv[2]) : await ensureServer();
process.env.RUMBO_ROOT ||= root;
cluster.setupPrimary({ exec, serialization: "advanced" });

let database = null;
if (sharedPglite) {
  // PGlite is Postgres compiled to WebAssembly. V8 runs WebAssembly through its baseline compiler
  // first and optimises hot functions later: a server that meets a class right after it starts
  // would run its first thousands of statements in baseline code, about three times the CPU each
  // (500 answer saves measured 3.5 ms each against 1.1 ms). Compiling with the optimising compiler
  // from the start costs about 2 s more while the database opens, once. Nothing else in this
  // process runs WebAssembly.
  v8.setFlagsFromString("--no-liftoff");
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  // The data directory of lib/db/client.ts's defaultPgliteDir.
  const dir = process.env.PGLITE_DIR?.trim() || path.join(process.cwd(), ".data", "pglite");
  database = await PGlite.create(dir, { extensions: { pg_trgm } });
  // As lib/db/client.ts's serverDbTimeoutMs: a transaction that outlives it is rolled back.
  const timeoutMs = Number(process.env.RUMBO_DB_TIMEOUT_MS) > 0 ? Number(process.env.RUMBO_DB_TIMEOUT_MS) : 15_000;
  // The session lookup's answers are kept here, where every worker's statements pass (lib/db/read-cache.mjs).
  keepReads(database);
  ownPglite(database, clusterChannel(cluster), { timeoutMs });
}

let stopping = false;
const restarts = [];

/**
 * The page cache fills an entry by asking its own port for the page with a secret header
 * (server/serve.ts); that request may land on any worker, so they all know the same secret.
 */
const fillSecret = randomBytes(24).toString("base64url");

function fork(slot) {
  const worker = cluster.fork({
    RUMBO_WORKER_SLOT: String(slot),
    RUMBO_FILL_SECRET: fillSecret,
    RUMBO_PGLITE_IPC: sharedPglite ? "1" : "",
  });
  worker.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`✗ worker ${worker.process.pid} terminó (${signal ?? `código ${code}`}); se reemplaza.`);
    const now = Date.now();
    while (restarts.length && restarts[0] < now - 60_000) restarts.shift();
    restarts.push(now);
    // A worker that cannot start (a port in use, a broken build) must not spin: back off.
    const delay = restarts.length > 10 ? 30_000 : 1_000;
    setTimeout(() => !stopping && fork(slot), delay);
  });
  return worker;
}

for (let slot = 0; slot < count; slot++) fork(slot);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const exit = () => {
      if (Object.keys(cluster.workers ?? {}).length) return;
      if (!database) return process.exit(0);
      database.close().finally(() => process.exit(0));
    };
    cluster.on("exit", exit);
    exit();
    setTimeout(() => process.exit(0), 6_000).unref();
  });
}
