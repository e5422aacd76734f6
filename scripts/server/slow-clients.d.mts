import type { IncomingMessage, Server } from "node:http";
export declare function bodyArrival(req: IncomingMessage): Promise<boolean> | null;
export declare const SLOW_CONNECTIONS_PER_ADDRESS: number;
export declare const SLOW_GRACE_MS: number;
export declare const SLOW_SWEEP_MS: number;
export declare function limitSlowClients(
  server: Server,
  options?: { maxPerAddress?: number; graceMs?: number; sweepMs?: number; now?: () => number },
): { pending: (address: string) => number; closed: () => number; stop: () => void };
