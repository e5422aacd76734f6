import type { PGlite, Results, Transaction } from "@electric-sql/pglite";

/** A worker's PGlite over the cluster channel (lib/db/pglite-ipc.mjs). */
export declare class RemotePglite {
  constructor(options?: { timeoutMs?: number; send?: (message: unknown) => void });
  receive(message: unknown): void;
  query<T>(
    text: string,
    params?: unknown[],
    options?: { rowMode?: "array" | "object"; parsers?: Record<number, (value: string, typeId: number) => unknown> },
  ): Promise<Results<T>>;
  exec(text: string, options?: { rowMode?: "array" | "object" }): Promise<Results[]>;
  batch(statements: { text: string; params: unknown[] }[]): Promise<void>;
  cachedQuery<T>(text: string, params?: unknown[], options?: { rowMode?: "array" | "object" }): Promise<Results<T>>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
export type PgliteChannel = {
  listen: (handler: (from: unknown, message: unknown) => void) => void;
  reply: (to: unknown, message: unknown) => void;
  onGone: (handler: (who: unknown) => void) => void;
};
export declare function ownPglite(pg: PGlite, channel: PgliteChannel, options?: { timeoutMs?: number }): void;
export declare function clusterChannel(cluster: import("node:cluster").Cluster): PgliteChannel;
