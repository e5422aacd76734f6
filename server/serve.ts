/**
 * The Rumbo server: Next.js behind a small Node HTTP server of our own (Next's documented custom
 * server), in production (`npm start`, `npm run serve`) and while developing (`npm run dev`,
 * `next({ dev: true })`). It
 * - stamps each request with its socket's address (x-rumbo-peer, overwriting a client's value), so
 *   per-IP limits need no patch of Node's http.Server (server/hygiene.ts);
 * - answers 413 at once to a request that declares a body over 1 MB (Content-Length), without
 *   waiting for it (server/slow-clients.ts);
 * - cuts off requests whose headers take over 10 s or whose whole request takes over 15 s, and
 *   closes the slowest connections of an address that keeps more than 50 unfinished requests
 *   (server/slow-clients.ts); answers URLs Next would answer with a 500;
 * - puts the same security headers on every response, whoever writes it (server/security-headers.ts);
 * - serves public pages from its page cache to visitors without a session (catalogue and site
 *   pages to signed-in ones too; the test's sections only to them, as a shell), and the directory's
 *   search API to callers without a session or token from a smaller one of its own
 *   (server/page-cache.ts; PAGE_CACHE=off turns both off);
 * - serves a student her own result page from a per-person cache, keyed by the version the app
 *   gives for her validated session and the state of what the page shows (PAGE_CACHE=off too).
 * In development the caches are off unless PAGE_CACHE=on: an entry would keep serving the HTML of
 * before an edit (HMR changes the code, not the cache's copy), and the page would show old text.
 * Everything else runs as in production.
 * How it runs: scripts/server-build.mjs compiles server/main.ts into .server/ (esbuild);
 * `npm start` (scripts/cluster.mjs), `npm run serve` (scripts/serve.mjs) and `npm run dev`
 * (scripts/dev.mjs) compile it first when it is missing or stale.
 */
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { EXPERIMENT_COOKIE, hasExperimentBucket } from "../lib/config/experiment.mjs";
import { configureServer, markCustomServer, prepareRequest, SERVER_OPTIONS } from "./hygiene";
import { serverHandle } from "./interface";
import { handleWithRendered404, isErrorShell, isPageLoad, renderNotFoundPage, sendNotFoundPage } from "./not-found";
import {
  type CacheCandidate,
  cacheCandidate,
  type EntryResponse,
  FILL_HEADER,
  lookupPersonal,
  PageCache,
  type PersonalCandidate,
  personalCandidate,
  registeredPersonalVersion,
  type Rendered,
  renderAnonymously,
  renderEntry,
  renderForVisitor,
  SHELL_FILL_HEADER,
} from "./page-cache";
import { addSecurityHeaders, answerClientErrors, hstsFor } from "./security-headers";
import { bodyArrival, declaresTooLargeBody, limitSlowClients, refuseTooLargeBody, SLOW_CONNECTIONS_PER_ADDRESS } from "./slow-clients";

export type ServeOptions = {
  /** The project's folder (the build in NEXT_DIST_DIR or .next under it). */
  dir: string;
  /** `next({ dev: true })`: compiles on demand, HMR; the caches stay off unless PAGE_CACHE=on. */
  dev?: boolean;
  port?: number;
  /** One address to bind; all of them when unset. */
  hostname?: string;
};

/** Starts the server; resolves once it listens. */
export async function startServer({ dir, dev = false, port = 3000, hostname }: ServeOptions): Promise<http.Server> {
  process.env.NEXT_TELEMETRY_DISABLED = "1";

  markCustomServer();
  const cacheOn = dev ? process.env.PAGE_CACHE === "on" : process.env.PAGE_CACHE !== "off";
  const pages = new PageCache({ maxBytes: Number(process.env.PAGE_CACHE_MB || 64) * 1024 * 1024 });
  // Search answers apart: many small ones (one per query typed) never push pages out.
  const answers = new PageCache({ maxBytes: 8 * 1024 * 1024 });
  const apiTtlSeconds = Number(process.env.RUMBO_SEARCH_CACHE_SECONDS ?? 60);
  // Students' own result pages apart (each for one person): they never push the public pages out.
  const personal = new PageCache({ maxBytes: Number(process.env.PAGE_CACHE_PERSONAL_MB || 16) * 1024 * 1024 });
  // The app drops entries after a change (lib/server/cache/page-cache.ts) through the shared handle.
  serverHandle().invalidatePages = (tags) => {
    pages.invalidate(tags);
    answers.invalidate(tags);
    personal.invalidate(tags);
  };
  // Shared by the workers of scripts/cluster.mjs: a fill request may reach a sibling worker.
  const secret = process.env.RUMBO_FILL_SECRET || randomBytes(24).toString("base64url");
  delete process.env.RUMBO_FILL_SECRET;
  const origin = `http://127.0.0.1:${port}`;
  const trustProxy = process.env.TRUST_PROXY === "1";
  const headerOptions = { hsts: hstsFor(process.env.APP_URL) };

  const app = next({ dev, dir, hostname: hostname ?? "localhost", port });
  const nextHandle = app.getRequestHandler();
  await app.prepare();

  /** Next's not-found route rendered for this visitor: what a page's `notFound()` 404 answers (server/not-found.ts). */
  const renderNotFoundFor = (req: IncomingMessage) => () =>
    renderNotFoundPage({
      origin,
      secret,
      pathname: (req.url ?? "/").split("?", 1)[0],
      cookie: typeof req.headers.cookie === "string" ? req.headers.cookie : undefined,
      forwardedProto: forwardedProtoOf(req),
    });
  /** Next, with a `notFound()` page's empty 404 shell answered as the not-found page's HTML. */
  const handle = (req: IncomingMessage, res: ServerResponse) => handleWithRendered404(req, res, nextHandle, renderNotFoundFor(req));

  function send(res: ServerResponse, { status, headers, body }: Omit<EntryResponse, "nonce">) {
    res.statusCode = status;
    for (const [name, value] of headers) res.setHeader(name, value);
    res.end(body);
  }

  /** A render that cannot be cached (a 404, a redirect) goes to the visitor as it is, minus a new experiment cookie if they have one. */
  function sendRendered(req: IncomingMessage, res: ServerResponse, rendered: Rendered) {
    if (rendered.status === 404 && isPageLoad(req) && isErrorShell(rendered.body, rendered.headers.get("content-encoding"))) {
      void renderNotFoundFor(req)().then(
        (page) => (page.status === 404 ? sendNotFoundPage(res, page, (body) => res.end(body)) : sendPage(req, res, rendered)),
        () => sendPage(req, res, rendered),
      );
      return;
    }
    sendPage(req, res, rendered);
  }

  function sendPage(req: IncomingMessage, res: ServerResponse, rendered: Rendered) {
    res.statusCode = rendered.status;
    const hasExperiment = hasExperimentBucket(req.headers.cookie);
    for (const [name, value] of rendered.headers) {
      if (["set-cookie", "content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) continue;
      res.setHeader(name, value);
    }
    const cookies = rendered.headers.getSetCookie().filter((cookie) => !(hasExperiment && cookie.startsWith(`${EXPERIMENT_COOKIE}=`)));
    if (cookies.length) res.setHeader("set-cookie", cookies);
    res.setHeader("content-length", String(rendered.body.length));
    res.end(rendered.body);
  }

  function forwardedProtoOf(req: IncomingMessage): string | undefined {
    return trustProxy && typeof req.headers["x-forwarded-proto"] === "string" ? req.headers["x-forwarded-proto"] : undefined;
  }

  async function fromCache(req: IncomingMessage, res: ServerResponse, candidate: CacheCandidate) {
    const forwardedProto = forwardedProtoOf(req);
    const cache = candidate.policy.type === "json" ? answers : pages;
    const found = await cache.lookup(candidate.key, candidate.policy, () =>
      renderAnonymously(origin, candidate.key, secret, forwardedProto),
    );
    if ("entry" in found) {
      send(res, renderEntry(found.entry, { cookie: req.headers.cookie, acceptEncoding: req.headers["accept-encoding"] }));
    } else {
      sendRendered(req, res, found.rendered);
    }
  }

  /** Her own page from the personal cache; Next renders it as before when the app gives no version (no valid session…). */
  async function fromPersonalCache(req: IncomingMessage, res: ServerResponse, candidate: PersonalCandidate) {
    const versionOf = registeredPersonalVersion();
    if (!versionOf) return void handle(req, res);
    const cookie = req.headers.cookie ?? "";
    const proto = forwardedProtoOf(req);
    const found = await lookupPersonal(personal, candidate, {
      cookie,
      proto,
      versionOf,
      render: () => renderForVisitor(origin, candidate.url, secret, cookie, proto),
    });
    if (!found) return void handle(req, res);
    if (!("entry" in found)) return void sendRendered(req, res, found.rendered);
    const response = renderEntry(found.entry, { cookie, acceptEncoding: req.headers["accept-encoding"] });
    if (found.filled) response.headers = response.headers.map(([name, value]) => [name, name === "x-rumbo-cache" ? "miss" : value]);
    send(res, response);
  }

  const server = http.createServer(SERVER_OPTIONS, (req, res) => {
    addSecurityHeaders(req, res, headerOptions);
    // A declared body over the limit is refused before any of it is awaited.
    if (declaresTooLargeBody(req)) return void refuseTooLargeBody(req, res);
    // Next sees a request once its body is here (server/slow-clients.ts).
    const arrival = bodyArrival(req);
    if (arrival) void arrival.then((arrived) => arrived && serve(req, res));
    else serve(req, res);
  });

  function serve(req: IncomingMessage, res: ServerResponse) {
    if (prepareRequest(req, res)) return;
    const isFill = req.headers[FILL_HEADER] === secret;
    delete req.headers[FILL_HEADER];
    // Only this server's own render may ask a test section for its shell without a session.
    if (isFill) req.headers[SHELL_FILL_HEADER] = "1";
    else delete req.headers[SHELL_FILL_HEADER];
    const own = cacheOn && !isFill ? personalCandidate(req) : null;
    if (own) {
      return void fromPersonalCache(req, res, own).catch((error) => {
        console.error("personal page cache:", error);
        if (!res.headersSent) void handle(req, res);
        else res.destroy();
      });
    }
    const candidate = cacheOn && !isFill ? cacheCandidate(req, { apiTtlSeconds }) : null;
    if (!candidate) return void handle(req, res);
    fromCache(req, res, candidate).catch((error) => {
      console.error("page cache:", error);
      if (!res.headersSent) void handle(req, res);
      else res.destroy();
    });
  }
  configureServer(server);
  answerClientErrors(server, headerOptions);
  limitSlowClients(server, { maxPerAddress: Number(process.env.SLOW_CONNECTIONS_PER_ADDRESS) || SLOW_CONNECTIONS_PER_ADDRESS });
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`▸ Rumbo escucha en http://${hostname ?? "localhost"}:${port}${dev ? " (desarrollo)" : ""}`);

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      // Kept-alive connections (and, in development, the HMR socket) would hold close() open.
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), dev ? 1_000 : 5_000).unref();
    });
  }
  return server;
}
