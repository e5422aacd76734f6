import "server-only";
import { NextResponse } from "next/server";
import { mapError } from "./map-error";

/**
 * A JSON answer with its Content-Length. Next streams a route handler's body, so without the
 * length its compression gzips every answer, however small (a fresh zlib stream each: an answer
 * save's few hundred bytes cost more to compress than to send); with it, answers under 1 KB go
 * as they are and larger ones are still compressed.
 */
function jsonResponse(body: unknown, status: number, headers?: HeadersInit): NextResponse {
  const text = JSON.stringify(body);
  const response = new NextResponse(text, { status, headers });
  response.headers.set("Content-Type", "application/json");
  response.headers.set("Content-Length", String(Buffer.byteLength(text)));
  return response;
}

/** The error envelope of anything thrown, never cached. */
export function errorResponse(error: unknown): NextResponse {
  const mapped = mapError(error);
  return jsonResponse(mapped.body, mapped.status, { ...mapped.headers, "Cache-Control": "no-store" });
}

/** The `{ data }` envelope, not cached unless `headers` say so. */
export function dataResponse(data: unknown, status = 200, headers?: HeadersInit): NextResponse {
  const response = jsonResponse({ data: data ?? null }, status, headers);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
}
