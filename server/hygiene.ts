/**
 * What the production server (server/serve.ts) does to every request before Next sees it:
 * stamps the socket's address, answers requests Next would answer with a 500, and shortens Node's
 * timeouts (server/slow-clients.ts bounds the slow connections of one address). Tests in
 * tests/unit/server-hook.test.ts and client-ip.test.ts.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { PEER_HEADER, serverHandle } from "./interface";

export { PEER_HEADER };

/** Marks this process as served by this server: the app then believes PEER_HEADER (lib/server/http/peer-address.ts). */
export function markCustomServer(): void {
  serverHandle().customServer = true;
}

/**
 * Slow clients. A request must have sent its headers within
 * HEADERS_TIMEOUT_MS and all of it (headers and body) within REQUEST_TIMEOUT_MS, or Node answers
 * 408 and closes the connection (server/security-headers.ts writes that answer). Node
 * checks the open connections every CONNECTIONS_CHECK_MS (its default, 30 s, let a request that
 * should have been cut at 20 s live up to 50 s). Node's defaults are 60 s and 300 s.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15_000;
export const CONNECTIONS_CHECK_MS = 1_000;
/** A kept-alive connection that stays silent this long after an answer is closed (Node's default). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** Options for http.createServer (the check interval can only be given there). */
export const SERVER_OPTIONS = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
};

export function configureServer(server: Server): void {
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}

/** The socket's address, with an IPv4 client on a dual-stack socket (::ffff:a.b.c.d) as the plain address. */
export function socketAddress(req: { socket?: { remoteAddress?: string } | null }): string {
  return (req.socket?.remoteAddress ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}

/** Prepares `req` for Next, or answers it. Returns true when the request was answered here. */
export function prepareRequest(req: IncomingMessage, res: ServerResponse): boolean {
  // This app has no Pages Router: its data URLs mean nothing, and Next answers some of them
  // (with RSC headers) with a 500.
  if ((req.url ?? "").startsWith("/_next/data/")) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" });
    res.end("No encontramos lo que buscas.");
    return true;
  }
  // A router-state header that does not parse is dropped (Next would answer 500).
  if (req.headers["next-router-state-tree"] !== undefined && !isRouterStateTree(req.headers["next-router-state-tree"])) {
    delete req.headers["next-router-state-tree"];
  }
  if (!isDecodablePath(req.url ?? "/")) {
    // Next answers a path it cannot decode (`/%zz`, `/%ED%A0%80`) with a plain-text 500: the API
    // answers the error envelope, a page the site's 404 page.
    if (/^\/api(?:\/|$)/.test(req.url ?? "")) {
      res.writeHead(400, {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      });
      res.end(JSON.stringify({ message: "La dirección no es válida.", code: "bad_request" }));
      return true;
    }
    req.url = "/__ruta-no-valida";
  }
  req.headers[PEER_HEADER] = socketAddress(req);
  return false;
}

/** A Next router-state header: URI-encoded JSON of a [segment, children, …] tuple. */
export function isRouterStateTree(value: string | string[] | undefined): boolean {
  if (typeof value !== "string" || value.length > 20_000) return false;
  try {
    const tree = JSON.parse(decodeURIComponent(value));
    return Array.isArray(tree) && tree.length >= 2 && typeof tree[1] === "object" && tree[1] !== null && !Array.isArray(tree[1]);
  } catch {
    return false;
  }
}

/** True when every percent-escape of the path decodes to valid text without NUL characters. */
export function isDecodablePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  if (!path.includes("%")) return true;
  try {
    return !decodeURIComponent(path).includes("\u0000");
  } catch {
    return false;
  }
}
