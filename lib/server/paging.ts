import "server-only";
import type { AdminListQuery, Paged } from "@/lib/contracts/admin";
import { AppError } from "./http/errors";

/** Offset and limit of the requested page. */
export function pageWindow(query: Pick<AdminListQuery, "page" | "perPage">): { offset: number; limit: number } {
  return { offset: (query.page - 1) * query.perPage, limit: query.perPage };
}

/** Wraps one page of rows as the list envelope's payload. */
export function paged<T>(items: T[], total: number, query: Pick<AdminListQuery, "page" | "perPage">): Paged<T> {
  return { items, total, page: query.page, perPage: query.perPage, pages: Math.ceil(total / query.perPage) };
}

/**
 * The column and direction of `sort` (`name`, `-createdAt`) among the resource's sortable
 * columns; an unknown column is a 400 with the field's message, absent means the default.
 */
export function sortOf<K extends string>(
  sort: string | undefined,
  allowed: readonly K[],
  fallback: `${"-" | ""}${K}`,
): { key: K; desc: boolean } {
  const value = sort ?? fallback;
  const desc = value.startsWith("-");
  const key = (desc ? value.slice(1) : value) as K;
  if (!allowed.includes(key)) {
    throw new AppError("validation", "Los parámetros de la consulta no son válidos.", {
      errors: { sort: [`Ordena por una de estas columnas: ${allowed.join(", ")}.`] },
    });
  }
  return { key, desc };
}

/** A search term as an ILIKE '%…%' pattern, with `%`, `_` and `\` matched literally (lib/db/sql.ts). */
export { likePattern } from "@/lib/db/sql";
