/**
 * A small broadcast between the server's workers (scripts/cluster.mjs runs one per core), over
 * Node's cluster IPC: a worker publishes `payload` on `channel`, the primary relays it to every
 * other worker, whose subscribers for that channel are called with it. Nothing is stored and
 * nothing is retried: a worker that starts later does not get earlier messages.
 *
 * Used when REDIS_URL is unset (with Redis, Redis pub/sub reaches every worker of every instance):
 * page cache invalidations (lib/server/catalogue/invalidate.ts); any feature that needs to tell its
 * siblings something (the chat's live messages) can use it the same way. Outside a cluster worker
 * (`npm run serve`, `next dev`, tests) publishing is a no-op that returns false.
 *
 * Plain JavaScript: the primary (a plain Node script) imports `relayBus` from here, the app the rest.
 * Payloads must survive JSON (the IPC serialisation); keep them small.
 */
import cluster from "node:cluster";

const MARK = "rumboBus";
const REGISTRY = Symbol.for("rumbo.clusterBus");

/** One registry and one IPC listener per process: Next compiles this module into several instances. */
function registry() {
  const global = /** @type {any} */ (globalThis);
  if (!global[REGISTRY]) {
    /** @type {Map<string, Set<(payload: unknown) => void>>} */
    const handlers = new Map();
    global[REGISTRY] = handlers;
    if (cluster.isWorker) {
      process.on("message", (message) => {
        const envelope = message && typeof message === "object" ? message[MARK] : undefined;
        if (!envelope || typeof envelope.channel !== "string") return;
        for (const handler of handlers.get(envelope.channel) ?? []) {
          try {
            handler(envelope.payload);
          } catch (error) {
            console.error(`cluster bus (${envelope.channel}):`, error);
          }
        }
      });
    }
  }
  return global[REGISTRY];
}

/** True in a worker started by scripts/cluster.mjs (there are siblings to reach). */
export function inClusterWorker() {
  return cluster.isWorker && typeof process.send === "function";
}

/**
 * Sends `payload` to every other worker's subscribers of `channel` (not to this worker's: the
 * caller acts locally itself). False when this process is not a cluster worker or the channel to
 * the primary is closed.
 */
export function publishToWorkers(channel, payload) {
  if (!inClusterWorker() || !process.connected) return false;
  try {
    process.send({ [MARK]: { channel, payload } });
    return true;
  } catch {
    return false;
  }
}

/** Calls `handler(payload)` for each message other workers publish on `channel`; returns the unsubscribe function. */
export function subscribeWorkers(channel, handler) {
  const handlers = registry();
  let set = handlers.get(channel);
  if (!set) handlers.set(channel, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

/** The primary's side: relays each worker's bus message to all the other live workers. */
export function relayBus(primary = cluster) {
  primary.on("message", (from, message) => {
    if (!message || typeof message !== "object" || !message[MARK]) return;
    for (const worker of Object.values(primary.workers ?? {})) {
      if (!worker || worker === from || !worker.isConnected()) continue;
      try {
        worker.send(message);
      } catch {
        // A worker that is exiting: it will be replaced and start with an empty cache.
      }
    }
  });
}
