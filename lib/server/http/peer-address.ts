import "server-only";
import http from "node:http";
import { href } from "@/lib/config/route-registry";

/**
 * The address of the TCP peer of a request, for per-IP limits when there is no trusted proxy.
 *
 * Next's route handlers get a web `Request` without the socket, and the `X-Forwarded-For` that
 * `next start` adds keeps whatever value a client sent. So, once per process (from
 * `instrumentation.ts`), every request the Node HTTP server receives is stamped with its socket's
 * address in `x-rumbo-peer`, overwriting any header of that name the client sent. The same hook
 * shortens the server's request and header timeouts at its first request.
 */
export const PEER_HEADER = "x-rumbo-peer";
const INSTALLED = Symbol.for("rumbo.peerAddressHeader");
const TIMED = Symbol.for("rumbo.serverTimeouts");

/**
 * A client that never finishes sending its request is cut off (408) after this long instead of
 * Node's 300 s default (issue 16); Node checks every 30 s, so within 30–60 s. Headers: 20 s.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 20_000;

type Marked = typeof globalThis & { [INSTALLED]?: boolean };

export function installPeerAddressHeader(): void {
  const global = globalThis as Marked;
  if (global[INSTALLED]) return;
  global[INSTALLED] = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const server = this as http.Server & { [TIMED]?: boolean };
      if (!server[TIMED]) {
        server[TIMED] = true;
        server.requestTimeout = REQUEST_TIMEOUT_MS;
        server.headersTimeout = HEADERS_TIMEOUT_MS;
      }
      const req = args[0] as http.IncomingMessage;
      const res = args[1] as http.ServerResponse;
      // This app has no Pages Router: its data URLs mean nothing, and Next answers some of them
      // (with RSC headers) with a 500. A router-state header that does not parse is dropped.
      if ((req.url ?? "").startsWith("/_next/data/")) {
        res.writeHead(404, {
          "content-type": "text/plain; charset=utf-8",
          "cache-control": "no-store",
          "x-content-type-options": "nosniff",
        });
        res.end("No encontramos lo que buscas.");
        return true;
      }
      if (req.headers["next-router-state-tree"] !== undefined && !isRouterStateTree(req.headers["next-router-state-tree"])) {
        delete req.headers["next-router-state-tree"];
      }
      if (!isDecodablePath(req.url ?? href("index"))) {
        // Next answers a path it cannot decode (`/%zz`, `/%ED%A0%80`) with a plain-text 500:
        // the API answers the error envelope, a page the site's 404 page.
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
      // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; keep the plain address.
      req.headers[PEER_HEADER] = (req.socket?.remoteAddress ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
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

/** The stamped peer address, or null when this process does not stamp requests (the header is then a client's). */
export function peerAddress(req: Request): string | null {
  if (!(globalThis as Marked)[INSTALLED]) return null;
  return req.headers.get(PEER_HEADER) || null;
}
