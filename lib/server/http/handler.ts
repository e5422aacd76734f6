import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { AppError } from "./errors";
import { fieldErrors, mapError } from "./map-error";
import { isCrossSiteCookieRequest } from "./same-origin";
import type { SessionUser } from "@/lib/contracts/session";
import { getRequestSession } from "../auth/session";

const MAX_BODY_BYTES = 1_000_000;

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type HandlerSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  params?: P;
  query?: Q;
  body?: B;
  /** Status of a successful answer (200 unless said). */
  status?: number;
  /**
   * "required": 401 without a valid session (bearer or cookie); "optional": `user` may be null.
   * Without it the handler does not look at the session at all.
   */
  auth?: "required" | "optional";
};

export type HandlerContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  req: NextRequest;
  params: z.infer<P>;
  query: z.infer<Q>;
  body: z.infer<B>;
  /** The session's user (non-null when `auth: "required"`). */
  user: SessionUser | null;
  sessionId: string | null;
};

export type AuthedContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = HandlerContext<P, Q, B> & {
  user: SessionUser;
  sessionId: string;
};

/** Errors carry only client-facing text; a request that fails parsing says which field and why. */
function parseWith<S extends z.ZodType>(schema: S | undefined, value: unknown, where: "params" | "query" | "body"): z.infer<S> {
  if (!schema) return value as z.infer<S>;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message =
    where === "body" ? "Revisa los datos enviados." : where === "query" ? "Los parámetros de la consulta no son válidos." : "La dirección no es válida.";
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

async function readJsonBody(req: NextRequest): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new AppError("payload_too_large");
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError("payload_too_large");
  if (text.trim() === "") return undefined;
  const type = req.headers.get("content-type") ?? "";
  if (type && !/json/i.test(type) && !/text\/plain/i.test(type)) throw new AppError("unsupported_media_type");
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "El cuerpo de la solicitud no es JSON válido.");
  }
}

export function errorResponse(error: unknown): NextResponse {
  const mapped = mapError(error);
  return NextResponse.json(mapped.body, {
    status: mapped.status,
    headers: { ...mapped.headers, "Cache-Control": "no-store" },
  });
}

export function dataResponse(data: unknown, status = 200, headers?: HeadersInit): NextResponse {
  const response = NextResponse.json({ data: data ?? null }, { status, headers });
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * The route-handler wrapper: same-origin check → parse params, query and body with zod →
 * run the domain call → `{ data }`; anything thrown becomes the error envelope (DESIGN §4).
 * A handler may return a Response itself (redirects, files); it is passed through.
 */
export function handler<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType>(
  spec: HandlerSpec<P, Q, B> & { auth: "required" },
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
    try {
      if (isCrossSiteCookieRequest(req)) throw new AppError("forbidden", "Solicitud bloqueada: debe venir de este sitio.");
      const rawParams = context?.params ? await context.params : {};
      const params = parseWith(spec.params, rawParams, "params");
      const query = parseWith(spec.query, queryObject(new URL(req.url)), "query");
      const hasBody = !["GET", "HEAD", "OPTIONS"].includes(req.method.toUpperCase());
      const rawBody = hasBody ? await readJsonBody(req) : undefined;
      const body = parseWith(spec.body, spec.body && rawBody === undefined ? {} : rawBody, "body");
      const session = spec.auth ? await getRequestSession(req) : null;
      if (spec.auth === "required" && !session) throw new AppError("unauthorized");
      // With auth "required" both are set; otherwise the handler's type says they may be null.
      const ctx = { req, params, query, body, user: session?.user ?? null, sessionId: session?.sessionId ?? null };
      const result = await fn(ctx as AuthedContext<P, Q, B>);
      if (result instanceof Response) return result;
      return dataResponse(result, spec.status ?? 200);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
