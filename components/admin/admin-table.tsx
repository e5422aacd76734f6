import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { Paged } from "@/lib/contracts/admin";

export type AdminColumn<T> = {
  key: string;
  label: string;
  /** The `sort` value this column orders by (usually its key); absent when it cannot be sorted. */
  sort?: string;
  align?: "left" | "right";
  /** The cell; free text is rendered as text by React (never as HTML). */
  cell: (row: T) => ReactNode;
};

type Query = { page: number; perPage: number; search?: string; sort?: string };

const integer = new Intl.NumberFormat("es-PE");

/** The page's URL with `changes` applied to its query (filters the page keeps are in `keep`). */
export function adminHref(
  basePath: string,
  query: Query & Record<string, string | number | undefined>,
  changes: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes })) {
    if (value === undefined || value === "" || (key === "page" && Number(value) === 1) || (key === "perPage" && Number(value) === 20))
      continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

export type AdminTableProps<T> = {
  caption: string;
  basePath: string;
  query: Query;
  data: Paged<T>;
  columns: AdminColumn<T>[];
  rowKey: (row: T) => string | number;
  searchLabel?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  filters?: ReactNode;
  actions?: ReactNode;
  /** Other query values of the page (filters) that sort and paging links keep. */
  keep?: Record<string, string | undefined>;
};

/**
 * The back office's list: a GET search form, sortable column headers, the rows, and paging, all
 * as plain links and forms so it works from the keyboard and without JavaScript. `filters` adds
 * fields to the search form (selects, dates); `actions` sits beside it (export, create).
 */
export function AdminTable<T>({
  caption,
  basePath,
  query,
  data,
  columns,
  rowKey,
  searchLabel = "Buscar",
  searchPlaceholder,
  emptyText = "No hay registros que coincidan con la búsqueda.",
  filters,
  actions,
  keep = {},
}: AdminTableProps<T>) {
  const current = { ...query, ...keep };
  const sortKey = query.sort?.replace(/^-/, "");
  const desc = query.sort?.startsWith("-") ?? false;
  const first = data.total === 0 ? 0 : (data.page - 1) * data.perPage + 1;
  const last = Math.min(data.total, data.page * data.perPage);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <form method="get" action={basePath} role="search" aria-label={caption} className="flex flex-wrap items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-fg sm:w-72 sm:flex-none">
            {searchLabel}
            <input
              type="search"
              name="search"
              defaultValue={query.search ?? ""}
              placeholder={searchPlaceholder}
              maxLength={120}
              className="min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-fg focus:outline-2 focus:outline-primary-600"
            />
          </label>
          {filters}
          {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
          <button type="submit" className={buttonClasses({ variant: "primary" })}>
            Buscar
          </button>
        </form>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>

      <div className="overflow-x-auto rounded-card border border-border bg-surface" tabIndex={0} role="region" aria-label={caption}>
        {/* On a phone each row is a card of «label value» lines; the header keeps only the sort links. */}
        <table className="w-full border-collapse text-sm max-sm:block">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-bg max-sm:block">
            <tr className="max-sm:flex max-sm:flex-wrap max-sm:gap-x-1">
              {columns.map((c) => {
                const active = c.sort && sortKey === c.sort;
                const next = active && !desc ? `-${c.sort}` : c.sort;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={active ? (desc ? "descending" : "ascending") : undefined}
                    className={`px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-fg-muted uppercase max-sm:py-0 ${c.sort ? "" : "max-sm:hidden"} ${c.align === "right" ? "text-right" : "text-left"}`}
                  >
                    {c.sort ? (
                      <Link
                        href={adminHref(basePath, current, { sort: next, page: 1 })}
                        className="inline-flex min-h-11 items-center gap-1 hover:text-fg"
                      >
                        {c.label}
                        <span aria-hidden="true">{active ? (desc ? "↓" : "↑") : "↕"}</span>
                        <span className="sr-only">{active ? (desc ? ", orden descendente" : ", orden ascendente") : ", ordenar"}</span>
                      </Link>
                    ) : (
                      c.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {data.items.length === 0 ? (
              <tr className="max-sm:block">
                <td colSpan={columns.length} className="px-3 py-8 text-center text-fg-muted max-sm:block">
                  {emptyText}
                </td>
              </tr>
            ) : (
              data.items.map((row) => (
                <tr key={rowKey(row)} className="border-t border-border align-top max-sm:block max-sm:py-2">
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      className={`px-3 py-2 break-words max-sm:grid max-sm:grid-cols-[minmax(0,6.5rem)_minmax(0,1fr)] max-sm:gap-x-3 max-sm:py-1 ${c.align === "right" ? "text-right tabular-nums max-sm:text-left" : ""}`}
                    >
                      <span className="text-xs font-semibold tracking-wide text-fg-muted uppercase sm:hidden">{c.label}</span>
                      <div className="min-w-0">{c.cell(row)}</div>
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <nav aria-label="Páginas" className="flex flex-wrap items-center justify-between gap-2 text-sm text-fg-muted">
        <p>{data.total === 0 ? "Sin resultados" : `${integer.format(first)}–${integer.format(last)} de ${integer.format(data.total)}`}</p>
        <div className="flex gap-2">
          {data.page > 1 ? (
            <Link href={adminHref(basePath, current, { page: data.page - 1 })} className={buttonClasses({ variant: "outline" })}>
              Anterior
            </Link>
          ) : null}
          {data.page < data.pages ? (
            <Link href={adminHref(basePath, current, { page: data.page + 1 })} className={buttonClasses({ variant: "outline" })}>
              Siguiente
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}

/** The link of a row to its record's page (usually the first column). */
export function AdminRowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary-700 underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}
