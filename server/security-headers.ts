/**
 * The security headers of every response of the production server, whoever writes
 * it: Next (pages, the API, /sitemap.xml, /robots.txt, its redirects such as /favicon.ico and its
 * 404s), the page cache, server/hygiene.ts, and Node itself for a request that times
 * out or does not parse (the `clientError` answer below). A header the response already has is
 * kept: pages keep the proxy's per-request CSP (with its nonce), next.config.ts sets the same
 * values for `next start`. Tests in tests/unit/server-security-headers.test.ts and
 * tests/security/requests.spec.ts.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** Sent with every response (next.config.ts uses the same list). */
export const BASE_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
];

/** The HSTS value when the public address is https (hstsFor). */
export type HeaderOptions = { hsts?: string | null };

/** A response without a CSP of its own (the proxy sets the pages' one): nothing may frame it, no <base>. */
export const FALLBACK_CSP = "frame-ancestors 'none'; base-uri 'none'";

/** Only the embed layout (/embed, /embed/…) may be framed by other sites (spec). */
export function isEmbedPath(url: string | undefined): boolean {
  const pathname = (url ?? "/").split(/[?#]/, 1)[0];
  return pathname === "/embed" || pathname.startsWith("/embed/");
}

/** The headers a response to `url` must carry, as [name, value] pairs. */
export function securityHeadersFor(url: string | undefined, { hsts = null }: HeaderOptions = {}): [string, string][] {
  const headers: [string, string][] = BASE_SECURITY_HEADERS.map(([name, value]) => [name, value]);
  if (!isEmbedPath(url)) headers.push(["X-Frame-Options", "DENY"], ["Content-Security-Policy", FALLBACK_CSP]);
  if (hsts) headers.push(["Strict-Transport-Security", hsts]);
  return headers;
}

/** HSTS for APP_URL (lib/server/http/security-headers.ts says the same for pages). */
export function hstsFor(appUrl: string | undefined): string | null {
  return /^https:\/\//i.test(appUrl ?? "") ? "max-age=63072000; includeSubDomains" : null;
}

/** Names given to writeHead(status, [message], headers) as an object or a flat [name, value, …] array. */
function namesIn(headers: unknown): string[] {
  if (!headers || typeof headers !== "object") return [];
  if (Array.isArray(headers)) return headers.filter((_, i) => i % 2 === 0).map((name) => String(name).toLowerCase());
  return Object.keys(headers).map((name) => name.toLowerCase());
}

/**
 * Makes `res` add the missing security headers when its head is written (every path goes
 * through writeHead: res.end() and res.write() call it implicitly).
 */
export function addSecurityHeaders(req: IncomingMessage, res: ServerResponse, options: HeaderOptions = {}): void {
  const defaults = securityHeadersFor(req.url, options);
  const writeHead = res.writeHead as (this: ServerResponse, status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = function writeHeadWithSecurity(this: ServerResponse, status: number, ...rest: unknown[]) {
    const given = namesIn(typeof rest[0] === "string" ? rest[1] : rest[0]);
    if (!res.headersSent) {
      for (const [name, value] of defaults) {
        if (!res.hasHeader(name) && !given.includes(name.toLowerCase())) res.setHeader(name, value);
      }
    }
    return writeHead.call(this, status, ...rest);
  } as ServerResponse["writeHead"];
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "La solicitud tardó demasiado en llegar."],
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "Las cabeceras de la solicitud son demasiado grandes."],
};

/** Set on a socket once one of its requests reached the server's handler. */
const SAW_REQUEST = Symbol("rumbo.sawRequest");

/** A socket as Node's client errors hand it over: its response in progress, if any (Node's own field). */
type ErrorSocket = Socket & {
  [SAW_REQUEST]?: boolean;
  _httpMessage?: (ServerResponse & { req?: IncomingMessage }) | null;
};
export type ClientError = NodeJS.ErrnoException & { rawPacket?: Buffer };

/**
 * The method of the request a client error belongs to, when it is known for sure; null when it
 * is not. A request timed out after its head was read (its body is late) has a response waiting:
 * its method.
 * Otherwise Node only hands over the bytes being parsed (`rawPacket`): they begin with the
 * request line only when they are all the socket ever received and no request came before on it
 * (headers sent in several packets leave the request line in an earlier one).
 */
export function clientErrorMethod(error: ClientError | undefined, socket: Socket | undefined): string | null {
  if (!socket) return null;
  const errorSocket = socket as ErrorSocket;
  if (error?.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    const waiting = errorSocket._httpMessage?.req;
    // The late one is a request whose body has not all arrived; a complete one waits for the app.
    if (waiting && !waiting.complete && typeof waiting.method === "string") return waiting.method.toUpperCase();
  }
  if (errorSocket[SAW_REQUEST]) return null;
  const packet = error?.rawPacket;
  if (!Buffer.isBuffer(packet) || packet.length === 0 || packet.length !== socket.bytesRead) return null;
  const method = /^([A-Z]{1,16}) /.exec(packet.subarray(0, 18).toString("latin1"));
  return method ? method[1] : null;
}

/**
 * The raw answer for a request Node refuses before any handler (a timeout, a request that does not
 * parse), with the same headers; Node would write a bare one. `Connection: close`: the socket ends.
 * The JSON explanation goes only with `withBody`: an answer to HEAD never has a body, so the
 * server sends it only when the request's method is known and is not HEAD (clientErrorMethod).
 */
export function clientErrorResponse(
  error: NodeJS.ErrnoException | undefined,
  options: HeaderOptions = {},
  { withBody = true }: { withBody?: boolean } = {},
): string {
  const [status, reason, message] = CLIENT_ERRORS[error?.code ?? ""] ?? [400, "Bad Request", "La solicitud no es válida."];
  const body = withBody ? JSON.stringify({ message, code: status === 408 ? "request_timeout" : "bad_request" }) : "";
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...(withBody ? ["Content-Type: application/json; charset=utf-8"] : []),
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "Connection: close",
    ...securityHeadersFor("/", options).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

/**
 * Answers Node's client errors itself (see clientErrorResponse): without a listener Node writes a
 * bare 400/408 with no security headers.
 */
export function answerClientErrors(server: Server, options: HeaderOptions = {}): void {
  server.on("request", (req: IncomingMessage) => {
    if (req.socket) (req.socket as ErrorSocket)[SAW_REQUEST] = true;
  });
  server.on("clientError", (error: ClientError, socket: ErrorSocket) => {
    const response = socket._httpMessage;
    if (error?.code === "ECONNRESET" || !socket.writable || (response && response.headersSent)) {
      socket.destroy();
      return;
    }
    const method = clientErrorMethod(error, socket);
    socket.end(clientErrorResponse(error, options, { withBody: method !== null && method !== "HEAD" }));
    // A client that never reads its answer does not keep the socket.
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
}
