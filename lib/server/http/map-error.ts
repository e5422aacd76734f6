import { config, ZodError } from "zod";
import { es } from "zod/locales";
import type { ApiErrorBody } from "@/lib/contracts/error-body";
import { AppError } from "./errors";
import { logError } from "../log";

// A field without a message of its own in its schema gets zod's Spanish one, never the English
// default ("Invalid option: expected one of …"): API clients and forms read these under each field.
config(es());

/**
 * Error codes and messages of a database that cannot be reached (node-postgres, PGlite), or that
 * did not answer within the server's bound (57014 statement_timeout, 25P03 idle in transaction,
 * lib/db/guard.ts DbTimeoutError): the request may be tried again, so 503.
 */
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
  "25P03",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && (unavailableCodes.has(e.code) || e.code.startsWith("08"))) return true;
    if ((current as { name?: unknown }).name === "DbTimeoutError") return true;
    if (
      typeof e.message === "string" &&
      /PGlite is closed|Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Cannot use a pool after calling end/i.test(
        e.message,
      )
    ) {
      return true;
    }
    current = e.cause;
  }
  return false;
}

/** Turns zod issues into the envelope's `errors`: one list of Spanish messages per field path. */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  // No prototype: a field named "toString", "constructor" or "__proto__" is just a key.
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * PostgreSQL errors caused by a value a client sent (a number out of range, text it cannot store
 * or parse): a guard behind the zod schemas, so such input is a 400, never a 500.
 */
const clientValueCodes = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05", "54000"]);

function isClientValueError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === "string" && clientValueCodes.has(e.code)) return true;
    current = e.cause;
  }
  return false;
}

export type MappedError = { status: number; body: ApiErrorBody; headers: Record<string, string> };

/** The single mapper from anything thrown to a status and a safe body. */
export function mapError(error: unknown): MappedError {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds !== undefined) headers["Retry-After"] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
    if (error.code === "internal" || error.code === "unavailable") logError(error.message, error.cause ?? error);
    return {
      status: error.status,
      body: { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) },
      headers,
    };
  }
  if (error instanceof ZodError) {
    return mapError(new AppError("validation", undefined, { errors: fieldErrors(error) }));
  }
  if (isDatabaseUnavailable(error)) {
    return mapError(new AppError("unavailable", undefined, { cause: error }));
  }
  if (isClientValueError(error)) {
    logError("http: valor rechazado por la base de datos", error);
    return mapError(new AppError("bad_request"));
  }
  // Anything else is our fault: log it, answer a generic message, never a stack trace.
  return mapError(new AppError("internal", undefined, { cause: error }));
}
