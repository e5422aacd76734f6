import "server-only";
import { adminListQuerySchema, type AdminListQuery } from "@/lib/contracts/admin";
import { AppError } from "../http/errors";

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** An admin list page's query from its URL; anything invalid falls back to the defaults. */
export function listQueryOf(search: Search): AdminListQuery {
  const raw = { page: one(search.page), perPage: one(search.perPage), search: one(search.search), sort: one(search.sort) };
  const parsed = adminListQuerySchema.safeParse(raw);
  return parsed.success
    ? parsed.data
    : adminListQuerySchema.parse({ search: parsed.error.issues.some((i) => i.path[0] === "search") ? undefined : raw.search });
}

/** Loads a list; an unknown `sort` column (a 400 for the API) shows the default order instead. */
export async function loadList<T>(
  query: AdminListQuery,
  load: (q: AdminListQuery) => Promise<T>,
): Promise<{ data: T; query: AdminListQuery }> {
  try {
    return { data: await load(query), query };
  } catch (error) {
    if (error instanceof AppError && error.code === "validation" && query.sort) {
      const fallback = { ...query, sort: undefined };
      return { data: await load(fallback), query: fallback };
    }
    throw error;
  }
}
