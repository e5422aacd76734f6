import type { IncomingMessage, Server, ServerResponse } from "node:http";
export declare const MAX_BODY_BYTES: number;
export declare function declaresTooLargeBody(req: IncomingMessage, max?: number): boolean;
export declare function refuseTooLargeBody(req: IncomingMessage, res: ServerResponse): void;
export declare function bodyArrival(req: IncomingMessage): Promise<boolean> | null;
export declare const SLOW_CONNECTIONS_PER_ADDRESS: number;
export declare const SLOW_GRACE_MS: number;
export declare const SLOW_SWEEP_MS: number;
export declare function limitSlowClients(
  server: Server,
  options?: { maxPerAddress?: number; graceMs?: number; sweepMs?: number; now?: () => number },
): { pending: (address: string) => number; closed: () => number; stop: () => void };
