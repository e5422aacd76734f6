/**
 * Slow clients: how many connections one address may keep open while it has not
 * finished sending a request. Node's own timeouts (server/hygiene.ts) end each slow
 * request within seconds; this bounds how many an address holds at once, so that a few hundred
 * connections sending a byte a second cannot pile up. Tests in tests/unit/slow-clients.test.ts.
 *
 * A connection is "pending" from its opening until its first request has fully arrived (headers
 * and body), and while a later request's body is arriving; it is not pending while the server
 * works on a complete request (the server's time, not the client's) nor while it idles between
 * requests (Node closes it after 5 s of silence, or 10 s after a next request's first byte if its
 * headers do not follow: the headers timeout). When more than `maxPerAddress` connections of one address have been pending for
 * longer than `graceMs`, the ones pending longest are closed, at the next connection from that
 * address or at the next sweep (every `sweepMs`). A client whose request arrives at once is never
 * pending for long, so a school's many browsers behind one address are not affected.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { socketAddress } from "./hygiene";
import { MAX_BODY_BYTES } from "./interface";

export { MAX_BODY_BYTES };

export const SLOW_CONNECTIONS_PER_ADDRESS = 50;
export const SLOW_GRACE_MS = 1_000;
export const SLOW_SWEEP_MS = 1_000;

const STATE = Symbol("rumbo.slowClientState");

/** What this module keeps on each socket it watches. */
type SocketState = { address: string; since: number; request: IncomingMessage | null; served: boolean };
type Watched = Socket & { [STATE]?: SocketState };

/** True when the request declares (Content-Length) a body larger than `max`: nothing would read it. */
export function declaresTooLargeBody(req: IncomingMessage, max = MAX_BODY_BYTES): boolean {
  const declared = req.headers["content-length"];
  return typeof declared === "string" && /^\d+$/.test(declared.trim()) && Number(declared) > max;
}

/**
 * Answers 413 at once to a request whose declared body is over the limit, before a byte of it is
 * awaited (waiting for a body that is not read would hold the connection to the request timeout),
 * and closes the connection: the rest of the body is never read. The API's error envelope on
 * /api, a sentence elsewhere; no body on HEAD (Node writes none).
 */
export function refuseTooLargeBody(req: IncomingMessage, res: ServerResponse): void {
  const api = /^\/api(?:\/|$|\?)/.test(req.url ?? "");
  const body = api
    ? JSON.stringify({ message: "La solicitud es demasiado grande.", code: "payload_too_large" })
    : "La solicitud es demasiado grande.";
  res.shouldKeepAlive = false;
  res.writeHead(413, {
    "content-type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    connection: "close",
  });
  res.end(body);
}

/**
 * Resolves when `req`'s body has arrived, before Next sees the request: a body sent a byte a
 * second then costs a socket and a few bytes here, not a request in progress in Next (measured:
 * 300 login requests entering Next at once held its event loop 2.6–4 s on a busy machine, and
 * every request, /v1/health included, waited behind them). Returns null when there is nothing to
 * wait for (no body, or all of it already here). The promise resolves true once the body is
 * complete or fills the request's buffer (a larger upload then streams into Next, under its own
 * deadline), false when the connection closes first (the request timeout, or an eviction).
 */
export function bodyArrival(req: IncomingMessage): Promise<boolean> | null {
  if (req.complete) return null;
  const length = req.headers["content-length"];
  if (req.headers["transfer-encoding"] === undefined && (length === undefined || length === "0")) return null;
  return new Promise<boolean>((resolve) => {
    const push = req.push;
    const done = (value: boolean) => {
      req.push = push;
      req.socket?.off("close", closed);
      resolve(value);
    };
    const closed = () => done(false);
    // The parser pushes each body chunk, then null at the end: the request stays paused meanwhile.
    req.push = function pushAndWatch(this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
      const result = push.call(this, chunk, encoding);
      if (chunk === null || req.complete || req.readableLength >= req.readableHighWaterMark) done(true);
      return result;
    };
    req.socket?.once("close", closed);
  });
}

export function limitSlowClients(
  server: Server,
  options: { maxPerAddress?: number; graceMs?: number; sweepMs?: number; now?: () => number } = {},
): { pending: (address: string) => number; closed: () => number; stop: () => void } {
  const maxPerAddress = options.maxPerAddress ?? SLOW_CONNECTIONS_PER_ADDRESS;
  const graceMs = options.graceMs ?? SLOW_GRACE_MS;
  const now = options.now ?? Date.now;
  const byAddress = new Map<string, Set<Watched>>();
  let closedCount = 0;

  const isPending = (socket: Watched) => {
    const state = socket[STATE]!;
    if (state.request) return !state.request.complete;
    return !state.served;
  };

  /** Closes the connections of `address` pending longest, beyond the allowed number. */
  function enforce(address: string) {
    const sockets = byAddress.get(address);
    if (!sockets || sockets.size <= maxPerAddress) return;
    const cutoff = now() - graceMs;
    const slow: Watched[] = [];
    for (const socket of sockets) if (isPending(socket) && socket[STATE]!.since <= cutoff) slow.push(socket);
    if (slow.length <= maxPerAddress) return;
    slow.sort((a, b) => a[STATE]!.since - b[STATE]!.since);
    for (const socket of slow.slice(0, slow.length - maxPerAddress)) {
      closedCount += 1;
      socket.destroy();
    }
  }

  server.on("connection", (socket: Watched) => {
    const address = socketAddress({ socket });
    socket[STATE] = { address, since: now(), request: null, served: false };
    let sockets = byAddress.get(address);
    if (!sockets) byAddress.set(address, (sockets = new Set()));
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      if (sockets.size === 0 && byAddress.get(address) === sockets) byAddress.delete(address);
    });
    enforce(address);
  });

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const state = (req.socket as Watched)[STATE];
    if (!state) return;
    // A later request on a kept-alive connection is pending, while its body arrives, from its headers.
    if (state.served) state.since = now();
    state.request = req;
    res.once("finish", () => {
      if (state.request !== req) return;
      state.request = null;
      state.served = true;
    });
  });

  const timer = setInterval(() => {
    for (const address of byAddress.keys()) enforce(address);
  }, options.sweepMs ?? SLOW_SWEEP_MS);
  timer.unref();

  return {
    pending: (address) => [...(byAddress.get(address) ?? [])].filter(isPending).length,
    closed: () => closedCount,
    stop: () => clearInterval(timer),
  };
}
