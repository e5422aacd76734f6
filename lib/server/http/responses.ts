import "server-only";
import { NextResponse } from "next/server";
import { mapError } from "./map-error";

/** The error envelope of anything thrown, never cached. */
export function errorResponse(error: unknown): NextResponse {
  const mapped = mapError(error);
  return NextResponse.json(mapped.body, {
    status: mapped.status,
    headers: { ...mapped.headers, "Cache-Control": "no-store" },
  });
}

/** The `{ data }` envelope, not cached unless `headers` say so. */
export function dataResponse(data: unknown, status = 200, headers?: HeadersInit): NextResponse {
  const response = NextResponse.json({ data: data ?? null }, { status, headers });
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
}
