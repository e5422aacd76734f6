/**
 * A 404 page whose HTML is the page, readable without JavaScript.
 *
 * Next answers an unmatched URL with its compiled not-found route: the root layout and
 * app/not-found.tsx rendered into the HTML. But a page that calls `notFound()` (an unknown
 * institution, career, result `/r/{id}`… and, because `/{institutionSlug}` matches any single
 * segment, almost every mistyped address) gets a 404 whose HTML is an empty error shell
 * (`<html id="__next_error__">`): the not-found content is only in the RSC payload, drawn once
 * the scripts run (Next 16; its app renderer builds that shell for every error it recovers from).
 * Without JavaScript, or until it loads, the visitor sees a blank page.
 *
 * This server catches that shell on the way out and answers, still with 404, the HTML of the
 * compiled not-found route instead, rendered for the same visitor (her cookies, so the header
 * says her name): the same content the browser would draw. A 404 whose HTML is already the page
 * (an unmatched URL, the alliance page's own not-found) goes out as Next wrote it. Only GET page
 * loads are looked at (not the router's RSC requests, not HEAD, not the API); the bodies held
 * are 404s only, a few KB.
 */
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { gunzipSync, inflateSync, brotliDecompressSync } from "node:zlib";
import { NOT_FOUND_VARIANT_HEADER, notFoundVariantFor } from "../lib/config/not-found.mjs";
import { FILL_HEADER, ROUTER_HEADERS, type Rendered } from "./page-cache";

/** An address no route matches (four segments: deeper than `/{institutionSlug}/carrera/{career}`), so Next renders its not-found route. */
export const NOT_FOUND_PROBE_PATH = "/_rumbo/pagina/no/encontrada";

/** What marks Next's empty error shell. */
const ERROR_SHELL = '<html id="__next_error__"';

/** Headers of the replaced response that do not describe the new body (or are the probe's own). */
const NOT_COPIED = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "x-rumbo-cache",
]);

/**
 * Next's not-found route rendered by this server for the visitor of `cookie` (her cookies, no
 * compression, no redirect following), with the copy of the section of `pathname` when it has one
 * (lib/config/not-found.mjs).
 */
export async function renderNotFoundPage({
  origin,
  secret,
  pathname,
  cookie,
  forwardedProto,
}: {
  origin: string;
  secret: string;
  pathname: string;
  cookie?: string;
  forwardedProto?: string;
}): Promise<Rendered> {
  const headers: Record<string, string> = {
    accept: "text/html",
    "accept-encoding": "identity",
    "user-agent": "rumbo-not-found",
    [FILL_HEADER]: secret,
  };
  if (cookie) headers.cookie = cookie;
  if (forwardedProto) headers["x-forwarded-proto"] = forwardedProto;
  const variant = notFoundVariantFor(pathname);
  if (variant) headers[NOT_FOUND_VARIANT_HEADER] = variant;
  const response = await fetch(new URL(NOT_FOUND_PROBE_PATH, origin), { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** Whether the 404 of this request is worth looking at: a plain GET of a page. */
export function isPageLoad(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET") return false;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  const url = req.url ?? "/";
  // The probe itself is never looked at again (its answer is the not-found route).
  return !url.startsWith("/api/") && !url.startsWith("/_next/") && !url.startsWith(NOT_FOUND_PROBE_PATH);
}

/** True when `body` (encoded as `encoding` says) is Next's empty error shell. */
export function isErrorShell(body: Buffer, encoding: string | number | string[] | null | undefined): boolean {
  let html: Buffer;
  try {
    const kind = String(encoding ?? "").toLowerCase();
    html = kind.includes("gzip")
      ? gunzipSync(body)
      : kind.includes("br")
        ? brotliDecompressSync(body)
        : kind.includes("deflate")
          ? inflateSync(body)
          : body;
  } catch {
    return false;
  }
  return html.subarray(0, 4096).toString("latin1").includes(ERROR_SHELL);
}

/**
 * Sends `rendered` (the not-found route's render: status, headers, body) as this response's 404,
 * keeping the cookies this response already set (the campaign, the experiment bucket).
 */
export function sendNotFoundPage(res: ServerResponse, rendered: Rendered, send: (body: Buffer) => void): void {
  for (const name of ["content-encoding", "content-length", "transfer-encoding", "etag", "vary"]) res.removeHeader(name);
  res.statusCode = 404;
  for (const [name, value] of rendered.headers) {
    if (NOT_COPIED.has(name)) continue;
    res.setHeader(name, value);
  }
  res.setHeader("content-length", String(rendered.body.length));
  send(rendered.body);
}

/**
 * Runs `handle(req, res)` (Next) and, when it answers a page load with a 404 whose HTML is the
 * empty error shell, answers `renderNotFound()` instead. Everything else passes through as
 * written: once its first bytes show it is not a 404 page the wrappers only pass through.
 */
export function handleWithRendered404(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  renderNotFound: () => Promise<Rendered>,
): unknown {
  if (!isPageLoad(req)) return handle(req, res);
  // Node's overloads, called with whatever arguments Next passed.
  type Loose = (this: ServerResponse, ...args: unknown[]) => unknown;
  const original = {
    writeHead: res.writeHead as unknown as Loose,
    write: res.write as unknown as Loose,
    end: res.end as unknown as Loose,
    flushHeaders: res.flushHeaders as unknown as Loose,
  };
  // The wrappers stay in place and pass through once decided: Next (its compression, its own
  // tracking of the response's end) wraps them in turn, so putting the originals back would cut
  // Next's wrappers out.
  /** null: not decided yet; false: passing through; an array: the held 404's chunks. */
  let held: Buffer[] | false | null = null;
  let heldHead: unknown[] | null = null;

  const decide = () => {
    if (held !== null) return;
    const type = String(res.getHeader("content-type") ?? "");
    held = res.statusCode === 404 && type.includes("text/html") ? [] : false;
  };
  const chunkOf = (chunk: unknown, encoding: unknown): Buffer | null =>
    chunk === undefined || chunk === null || typeof chunk === "function"
      ? null
      : Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");

  res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
    res.statusCode = status;
    const headers = rest.find((arg) => arg && typeof arg === "object");
    if (headers && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers as Record<string, OutgoingHttpHeader>)) res.setHeader(name, value);
    decide();
    if (held === false) return original.writeHead.call(res, status, ...rest);
    heldHead = [status, ...rest];
    return res;
  } as ServerResponse["writeHead"];
  res.flushHeaders = function flushHeaders() {
    decide();
    if (held === false) return original.flushHeaders.call(res);
  };
  res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (held === false) return original.write.call(res, chunk, encoding, callback);
    const bytes = chunkOf(chunk, encoding);
    if (bytes) held!.push(bytes);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  } as ServerResponse["write"];
  res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (held === false) return original.end.call(res, chunk, encoding, callback);
    const bytes = chunkOf(chunk, encoding);
    if (bytes) held!.push(bytes);
    const body = Buffer.concat(held!);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    held = false;
    const sendOriginal = () => {
      if (heldHead) original.writeHead.call(res, ...heldHead);
      original.end.call(res, body, done);
    };
    if (!isErrorShell(body, res.getHeader("content-encoding"))) {
      sendOriginal();
      return res;
    }
    renderNotFound().then(
      (rendered) => {
        if (rendered.status !== 404 || isErrorShell(rendered.body, rendered.headers.get("content-encoding"))) return sendOriginal();
        sendNotFoundPage(res, rendered, (page) => original.end.call(res, page, done));
      },
      (error) => {
        console.error("404 page:", error);
        sendOriginal();
      },
    );
    return res;
  } as ServerResponse["end"];
  return handle(req, res);
}
