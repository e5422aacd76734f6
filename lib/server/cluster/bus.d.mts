import type { Cluster } from "node:cluster";

/** True in a worker started by scripts/cluster.mjs. */
export function inClusterWorker(): boolean;
/** Sends `payload` (JSON-serialisable) to the other workers' subscribers of `channel`; false outside a cluster worker. */
export function publishToWorkers(channel: string, payload: unknown): boolean;
/** Subscribes to what other workers publish on `channel`; returns the unsubscribe function. */
export function subscribeWorkers(channel: string, handler: (payload: unknown) => void): () => void;
/** The primary's relay (scripts/cluster.mjs). */
export function relayBus(primary?: Cluster): void;
