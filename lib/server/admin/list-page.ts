import "server-only";
import type { z } from "zod";
import { readListQuery, type SearchParams } from "@/lib/utils/search-params";
import { AppError } from "../http/errors";

/**
 * What every back-office list page does before it renders: read its query from the URL with its
 * contract schema (the defaults, and `invalid`, when it does not parse), then load the rows. An
 * unknown `sort` column (a 400 for the API) shows the default order instead of an error page.
 */
export async function loadAdminList<S extends z.ZodType<{ sort?: string }>, T>(
  schema: S,
  params: SearchParams,
  load: (query: z.output<S>) => Promise<T>,
): Promise<{ query: z.output<S>; data: T; invalid: boolean }> {
  const { query, invalid } = readListQuery(schema, params);
  try {
    return { query, data: await load(query), invalid };
  } catch (error) {
    if (error instanceof AppError && error.code === "validation" && query.sort) {
      const fallback = { ...query, sort: undefined };
      return { query: fallback, data: await load(fallback), invalid };
    }
    throw error;
  }
}
