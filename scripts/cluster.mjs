#!/usr/bin/env node
/**
 * The production server on every core: a primary that forks `RUMBO_WORKERS` copies of
 * scripts/serve.mjs (Node's cluster; they share the port, the kernel hands each connection to one)
 * and does nothing else but keep them:
 * - a worker that dies is replaced (after 1 s; at most 10 replacements a minute, then it waits);
 * - the rate limits without Redis live here (rate-limiter-flexible's cluster store), so all workers
 *   count together and a replaced worker finds the counts;
 * - it relays the workers' cross-worker broadcast (lib/server/cluster/bus.mjs): page cache
 *   invalidations when REDIS_URL is unset, and whatever else a feature sends on it.
 * RUMBO_WORKERS: number of workers, default one per core. The embedded PGlite allows one process per
 * data directory, so without DATABASE_URL there is always one worker (still replaced if it dies).
 * Usage: node scripts/cluster.mjs (the same environment as scripts/serve.mjs); `npm start` runs it.
 * A first argument replaces serve.mjs as the workers' script (tests/cluster: a tiny stand-in).
 */
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import rateLimiterFlexible from "rate-limiter-flexible";
import { relayBus } from "../lib/server/cluster/bus.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** How many workers to run. */
function workerCount(env = process.env, cores = os.availableParallelism()) {
  const asked = env.RUMBO_WORKERS?.trim() ? Number(env.RUMBO_WORKERS) : cores;
  if (!Number.isInteger(asked) || asked < 1 || asked > 64)
    throw new Error(`RUMBO_WORKERS debe ser un entero entre 1 y 64 (es «${env.RUMBO_WORKERS}»).`);
  if (!env.DATABASE_URL?.trim() && asked > 1)
    return { count: 1, reason: "PGlite admite un solo proceso: con DATABASE_URL (PostgreSQL) corre un worker por núcleo" };
  return { count: asked, reason: null };
}

const { count, reason } = workerCount();
if (reason) console.log(`▸ 1 worker (${reason}).`);
else console.log(`▸ ${count} worker${count === 1 ? "" : "s"} (RUMBO_WORKERS; núcleos: ${os.availableParallelism()}).`);

new rateLimiterFlexible.RateLimiterClusterMaster();
relayBus(cluster);
cluster.setupPrimary({ exec: path.resolve(process.argv[2] ?? path.join(root, "scripts", "serve.mjs")) });

let stopping = false;
const restarts = [];

/**
 * The page cache fills an entry by asking its own port for the page with a secret header
 * (scripts/serve.mjs); that request may land on any worker, so they all know the same secret.
 */
const fillSecret = randomBytes(24).toString("base64url");

function fork(slot) {
  const worker = cluster.fork({ RUMBO_WORKER_SLOT: String(slot), RUMBO_FILL_SECRET: fillSecret });
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
    const exit = () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0);
    cluster.on("exit", exit);
    exit();
    setTimeout(() => process.exit(0), 6_000).unref();
  });
}
