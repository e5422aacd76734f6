import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { AppError } from "../http/errors";
import { fieldErrors } from "../http/map-error";
import { dataResponse, errorResponse } from "../http/responses";
import { isCrossSiteCookieRequest } from "./same-origin";
import type { SessionUser } from "@/lib/contracts/session";
import { cookieNames } from "@/lib/config/cookies";
import { credentialToken } from "../auth/credentials";
import { resolveSession } from "../auth/session";
import { reissueSessionCookies } from "../auth/session-cookies";
import type { CallGate } from "../rate-limit";
import type { RateLimit } from "../rate-limits";
import { clientContext, requestCredential } from "./client";
import type { ClientContext } from "../http/client-context";
import { cookieValue } from "../cookie-header";
import { liveEnv } from "@/lib/config/env";
import { requireAdmin } from "../access";
import { logRequest } from "../log";
import { MAX_BODY_BYTES as MAX_REQUEST_BODY_BYTES } from "@/server/interface";

// Routes take everything HTTP from this module; the responses live in the HTTP ground so that
// domains below the adapter (auth's session responses) can build them too.
export { dataResponse, errorResponse };

// The production server (server/serve.ts) refuses a declared body over the same limit before
// waiting for it; here the bytes are counted as they arrive (chunked uploads, `next start`).
const MAX_BODY_BYTES = MAX_REQUEST_BODY_BYTES;

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type HandlerSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  params?: P;
  query?: Q;
  body?: B;
  /** Status of a successful answer (200 unless said). */
  status?: number;
  /**
   * "required": 401 without a valid session (bearer or cookie); "admin": the same, then 403 for an
   * account that is not an admin (the back office's routes); "optional": `user` may be null.
   * Without it the handler does not look at the session at all. "required" and "admin" are checked
   * before the path, query and body are validated: a caller without access never learns a form's fields.
   */
  auth?: "required" | "admin" | "optional";
  /** A per-client-address limit of the rate-limit table, counted before the body is read (429 with its message when spent). */
  rateLimit?: RateLimit;
  /**
   * When the body does not validate, the envelope's top `message` ("Revisa los datos enviados."
   * unless said): given the failed issues, a message to put there instead, or undefined to keep
   * the default. A form shows the top message above its fields, so a rule that matters more than
   * any one field (the community's safety rules) can say so there. Field errors are unchanged.
   */
  topMessage?: (issues: z.ZodError["issues"]) => string | undefined;
  /**
   * Refused attempts per client address: every answer 400, 409, 413, 415 or 422 (a payload that
   * does not validate, a taken e-mail, a wrong code …) counts one, and an address that has spent
   * its window gets 429 with Retry-After (and the entry's message) before its body is read. Valid
   * requests never count. An entry of the rate-limit table.
   */
  failures?: RateLimit;
  /** An expensive call's per-caller bounds (concurrent and per minute), keyed by the user, else the address. */
  gate?: CallGate;
};

export type HandlerContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  /** The raw request, for the few routes that answer with files, redirects or cookies of their own. */
  req: NextRequest;
  /** The caller as plain values (address, user agent, campaign …): what the domain functions take. */
  client: ClientContext;
  params: z.infer<P>;
  query: z.infer<Q>;
  body: z.infer<B>;
  /** The decoded value of a request cookie (the first of that name), or null. */
  cookie: (name: string) => string | null;
  /**
   * The request's session token (bearer or session cookie, never both), whether or not it is
   * valid: for log-out and for reading the session again after a change.
   */
  sessionToken: string | null;
  /** The session's user (non-null when `auth: "required"`). */
  user: SessionUser | null;
  sessionId: string | null;
};

export type AuthedContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = HandlerContext<P, Q, B> & {
  user: SessionUser;
  sessionId: string;
};

/** Errors carry only client-facing text; a request that fails parsing says which field and why. */
function parseWith<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  where: "params" | "query" | "body",
  topMessage?: HandlerSpec<z.ZodType, z.ZodType, z.ZodType>["topMessage"],
): z.infer<S> {
  if (!schema) return value as z.infer<S>;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message =
    where === "body"
      ? (topMessage?.(result.error.issues) ?? "Revisa los datos enviados.")
      : where === "query"
        ? "Los parámetros de la consulta no son válidos."
        : "La dirección no es válida.";
  throw new AppError(where === "params" ? "not_found" : "validation", where === "params" ? undefined : message, {
    errors: where === "params" ? undefined : fieldErrors(result.error),
  });
}

export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

/** How long a client may take to send its body (a stalled upload is cut off, not held for Node's 300 s). */
function bodyDeadlineMs(): number {
  return Number(liveEnv("RUMBO_BODY_TIMEOUT_MS")) || 15_000;
}

/**
 * Reads the body as a stream with a byte counter: stops at MAX_BODY_BYTES (413) whether or not
 * the client declared a Content-Length (chunked uploads), and at the deadline (400). Invalid
 * UTF-8 is refused rather than silently replaced.
 */
async function readBodyText(req: Request): Promise<string> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) throw new AppError("payload_too_large");
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError("bad_request", "La solicitud tardó demasiado en llegar. Inténtalo de nuevo.")),
      bodyDeadlineMs(),
    );
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
      if (done) break;
      total += value.byteLength;
      if (total > MAX_BODY_BYTES) throw new AppError("payload_too_large");
      chunks.push(value);
    }
  } catch (error) {
    void reader.cancel().catch(() => {});
    if (error instanceof AppError) throw error;
    throw new AppError("bad_request", "No pudimos leer la solicitud.");
  } finally {
    clearTimeout(timer);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("bad_request", "El cuerpo de la solicitud no es texto UTF-8 válido.");
  }
}

async function readJsonBody(req: NextRequest): Promise<unknown> {
  const text = await readBodyText(req);
  if (text.trim() === "") return undefined;
  const type = req.headers.get("content-type") ?? "";
  if (type && !/json/i.test(type) && !/text\/plain/i.test(type)) throw new AppError("unsupported_media_type");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "El cuerpo de la solicitud no es JSON válido.");
  }
  assertStorableText(value, "body");
  return value;
}

/** A NUL character or a lone UTF-16 surrogate: text PostgreSQL (text, jsonb) cannot store. */
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses (400) any string, key included, that the database cannot store, anywhere in a parsed
 * body, query or path: client input never reaches PostgreSQL as a 500.
 */
export function assertStorableText(value: unknown, where: "body" | "query" | "params"): void {
  const stack: unknown[] = [value];
  let seen = 0;
  while (stack.length) {
    const current = stack.pop();
    if (++seen > 100_000) break;
    if (typeof current === "string") {
      if (unstorable.test(current)) throw invalidText(where);
    } else if (current && typeof current === "object") {
      for (const [key, inner] of Object.entries(current)) {
        if (unstorable.test(key)) throw invalidText(where);
        stack.push(inner);
      }
    }
  }
}

function invalidText(where: "body" | "query" | "params"): AppError {
  if (where === "params") return new AppError("not_found");
  return new AppError("bad_request", "La solicitud contiene caracteres no válidos (por ejemplo, el carácter nulo).");
}

/**
 * The route-handler wrapper: same-origin check → session (and role) → parse params, query and body with zod →
 * run the domain call → `{ data }`; anything thrown becomes the error envelope.
 * A handler may return a Response itself (redirects, files); it is passed through.
 */
export function handler<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType>(
  spec: HandlerSpec<P, Q, B> & { auth: "required" | "admin" },
  fn: (ctx: AuthedContext<P, Q, B>) => Promise<unknown> | unknown,
): (req: NextRequest, context?: RouteContext) => Promise<Response>;
export function handler<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType>(
  spec: HandlerSpec<P, Q, B>,
  fn: (ctx: HandlerContext<P, Q, B>) => Promise<unknown> | unknown,
): (req: NextRequest, context?: RouteContext) => Promise<Response>;
export function handler<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType>(
  spec: HandlerSpec<P, Q, B>,
  fn: (ctx: AuthedContext<P, Q, B>) => Promise<unknown> | unknown,
) {
  return async (req: NextRequest, context?: RouteContext): Promise<Response> => {
    const started = performance.now();
    const response = await run(req, context);
    const requestId = randomUUID();
    try {
      response.headers.set("x-request-id", requestId);
    } catch {
      // Response.redirect() and fetched responses have immutable headers: the log line still has the id.
    }
    logRequest({
      requestId,
      method: req.method,
      route: req.nextUrl?.pathname ?? new URL(req.url).pathname,
      status: response.status,
      durationMs: performance.now() - started,
    });
    return response;
  };

  async function run(req: NextRequest, context?: RouteContext): Promise<Response> {
    let address: string | null = null;
    try {
      if (isCrossSiteCookieRequest(req)) throw new AppError("forbidden", "Solicitud bloqueada: debe venir de este sitio.");
      const client = clientContext(req);
      address = client.ip;
      if (spec.rateLimit) await spec.rateLimit.consume(client.ip);
      if (spec.failures) await spec.failures.check(client.ip);
      // Who is asking comes first: 401/403 before any field error.
      const credential = requestCredential(req);
      const sessionToken = credentialToken(credential);
      const session = spec.auth ? await resolveSession(sessionToken) : null;
      if ((spec.auth === "required" || spec.auth === "admin") && !session) throw new AppError("unauthorized");
      if (spec.auth === "admin") requireAdmin(session?.user);
      const rawParams = context?.params ? await context.params : {};
      assertStorableText(rawParams, "params");
      const params = parseWith(spec.params, rawParams, "params");
      const rawQuery = queryObject(new URL(req.url));
      assertStorableText(rawQuery, "query");
      const query = parseWith(spec.query, rawQuery, "query");
      const hasBody = !["GET", "HEAD", "OPTIONS"].includes(req.method.toUpperCase());
      const rawBody = hasBody ? await readJsonBody(req) : undefined;
      const body = parseWith(spec.body, spec.body && rawBody === undefined ? {} : rawBody, "body", spec.topMessage);
      // With auth "required" or "admin" both are set; otherwise the handler's type says they may be null.
      const cookieHeader = req.headers.get("cookie");
      const cookie = (name: string) => cookieValue(cookieHeader, name);
      const ctx = {
        req,
        client,
        params,
        query,
        body,
        cookie,
        sessionToken,
        user: session?.user ?? null,
        sessionId: session?.sessionId ?? null,
      };
      const result = spec.gate
        ? await spec.gate.run(ctx.user ? `user:${ctx.user.id}` : `ip:${client.ip}`, () => fn(ctx as AuthedContext<P, Q, B>))
        : await fn(ctx as AuthedContext<P, Q, B>);
      const response = result instanceof Response ? result : dataResponse(result, spec.status ?? 200);
      // A sliding extension (once a day), or a handler rewriting the user cookie (a new membership),
      // sets both cookies with the session's expiry; a handler that set the session cookie itself
      // (log-in, log-out) is left alone.
      if (session && response instanceof NextResponse && (session.extended || response.cookies.get(cookieNames.user))) {
        if (credential.kind === "cookie") reissueSessionCookies(response, credential.token, session.user, session.expiresAt);
      }
      return response;
    } catch (error) {
      if (spec.failures && address !== null && error instanceof AppError && REFUSED_STATUSES.has(error.status)) {
        await spec.failures.hit(address).catch(() => false);
      }
      return errorResponse(error);
    }
  }
}

/** The answers that count as a refused attempt for `failures`: the client sent something that does not go. */
const REFUSED_STATUSES = new Set([400, 409, 413, 415, 422]);
