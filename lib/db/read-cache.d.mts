/** Kept answers for the embedded database's session lookup (lib/db/read-cache.mjs). */
export type KeptReads = { version: number; hits: number; misses: number; entries: Map<string, unknown> };
export declare function changesKeptReads(text: string): boolean;
export declare function keepReads(pg: unknown): KeptReads;
