import "server-only";
import type { z } from "zod";

type SearchParams = Record<string, string | string[] | undefined>;

/** A page's searchParams as a plain record (first value of repeated keys). */
export function firstValues(params: SearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined) out[k] = value;
  }
  return out;
}

/** Parses a page's query; invalid values are dropped one by one instead of failing the page. */
export function parsePageQuery<S extends z.ZodObject>(schema: S, params: SearchParams): z.infer<S> {
  const values = firstValues(params);
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const bad = new Set(result.error.issues.map((i) => String(i.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(values).filter(([k]) => !bad.has(k) && k in schema.shape)));
}
