import { NextRequest } from "next/server";

type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;

export type CallOptions = {
  method?: string;
  /** Path and query, e.g. "/api/school?search=lima". */
  path?: string;
  /** A value to send as JSON, or a raw string sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
};

export const testOrigin = "http://localhost:3000";

/** Calls a route handler the way Next does, and reads the JSON answer. */
export async function callRoute(handler: RouteHandler, options: CallOptions = {}) {
  const { method = "GET", path = "/", body, headers = {}, params = {} } = options;
  const url = new URL(path, testOrigin);
  const init: { method: string; headers: Record<string, string>; body?: string } = { method, headers: { ...headers } };
  // Next's requests always carry the Host they were sent to.
  init.headers.host ??= url.host;
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    init.headers["content-type"] ??= "application/json";
  }
  const response = await handler(new NextRequest(url, init), { params: Promise.resolve(params) });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json: json as Record<string, any>, text };
}
