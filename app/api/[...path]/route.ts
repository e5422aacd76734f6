import { errorResponse } from "@/lib/server/handler/handler";
import { notFound } from "@/lib/server/http/errors";

/** Any /api path without its own handler answers a JSON 404 in the error envelope, never HTML. */
function unknownPath() {
  return errorResponse(notFound("Esta ruta de la API no existe."));
}

export const GET = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
export const HEAD = unknownPath;
export const OPTIONS = unknownPath;
