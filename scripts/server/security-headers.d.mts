import type { IncomingMessage, Server, ServerResponse } from "node:http";
export declare const BASE_SECURITY_HEADERS: [string, string][];
export declare const FALLBACK_CSP: string;
export declare function isEmbedPath(url: string | undefined): boolean;
export declare function securityHeadersFor(url: string | undefined, options?: { hsts?: string | null }): [string, string][];
export declare function hstsFor(appUrl: string | undefined): string | null;
export declare function addSecurityHeaders(req: IncomingMessage, res: ServerResponse, options?: { hsts?: string | null }): void;
export declare function clientErrorMethod(
  error: (NodeJS.ErrnoException & { rawPacket?: Buffer }) | undefined,
  socket: import("node:net").Socket,
): string | null;
export declare function clientErrorResponse(
  error: NodeJS.ErrnoException | undefined,
  options?: { hsts?: string | null },
  shape?: { withBody?: boolean },
): string;
export declare function answerClientErrors(server: Server, options?: { hsts?: string | null }): void;
