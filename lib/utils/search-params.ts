import type { z } from "zod";

/** A page's `searchParams` as Next passes them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a search parameter (repeated keys keep their first), or null. */
export function firstParam(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** A page's searchParams as a plain record (first value of repeated keys). */
export function firstValues(params: SearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const value = firstParam(v);
    if (value !== null) out[k] = value;
  }
  return out;
}

/** Parses a page's query with its contract schema; invalid values are dropped one by one instead of failing the page. */
export function parsePageQuery<S extends z.ZodObject>(schema: S, params: SearchParams): z.infer<S> {
  const values = firstValues(params);
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const bad = new Set(result.error.issues.map((i) => String(i.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(values).filter(([k]) => !bad.has(k) && k in schema.shape)));
}

/**
 * A list page's query from its URL (first values, empty ones left out): the schema's values, or
 * all its defaults and `invalid` when they do not parse (the page says its filters were ignored).
 */
export function readListQuery<S extends z.ZodType>(schema: S, params: SearchParams): { query: z.output<S>; invalid: boolean } {
  const values = Object.fromEntries(Object.entries(firstValues(params)).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(values);
  if (parsed.success) return { query: parsed.data, invalid: false };
  return { query: schema.parse({}), invalid: true };
}

/** Query values for a link; empty ones (undefined, null, "") are left out. */
export type QueryValues = Record<string, string | number | null | undefined>;

/** `path?query` with URLSearchParams' encoding, or the bare path when no value is left. */
export function withQuery(path: string, values: QueryValues): string {
  const entries = Object.entries(values).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== null && e[1] !== "");
  const query = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
  return query ? `${path}?${query}` : path;
}
