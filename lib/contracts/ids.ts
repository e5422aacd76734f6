import { z } from "zod";

/** The largest value of a PostgreSQL `serial`/`integer` column (int4). */
export const MAX_SERIAL = 2_147_483_647;

/**
 * A number as clients send it: a JSON number, or its decimal text ("4", " 12 ").
 * Anything else (true, [], "", "4x") is left as it is for the schema to refuse; z.coerce would
 * have taken true as 1 and ["5"] as 5.
 */
export function numberLike(value: unknown): unknown {
  return typeof value === "string" && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value;
}

/**
 * A row id as it arrives in a path, query or body, as a number or as text: a positive integer
 * within int4, refused (400) before it reaches the database (larger ids cannot exist; 2147483648
 * used to fail in PostgreSQL with an error-level log).
 */
export const serialId = (message?: string) =>
  z.preprocess(numberLike, z.number({ error: message }).int(message).positive(message).max(MAX_SERIAL, message));
