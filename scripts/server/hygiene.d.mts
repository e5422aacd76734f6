import type { IncomingMessage, Server, ServerResponse } from "node:http";
export declare const PEER_HEADER: "x-rumbo-peer";
export declare const SERVER_MARK: unique symbol;
export declare const REQUEST_TIMEOUT_MS: number;
export declare const HEADERS_TIMEOUT_MS: number;
export declare const CONNECTIONS_CHECK_MS: number;
export declare const KEEP_ALIVE_TIMEOUT_MS: number;
export declare const SERVER_OPTIONS: {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
  keepAliveTimeout: number;
};
export declare function configureServer(server: Server): void;
export declare function socketAddress(req: IncomingMessage): string;
export declare function prepareRequest(req: IncomingMessage, res: ServerResponse): boolean;
export declare function isRouterStateTree(value: string | string[] | undefined): boolean;
export declare function isDecodablePath(url: string): boolean;
