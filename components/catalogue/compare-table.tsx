import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { InstitutionLogo } from "./institution-logo";

export type CompareColumn = { key: string; name: string; href: string; /** Institutions show their logo. */ shortName?: string | null };
export type CompareRow = { label: string; values: ReactNode[]; source?: string };

/**
 * Institutions or careers side by side: one column each, one row per figure, the source under
 * each row ("Sin dato" where there is no figure). On a phone the row labels stay put while the
 * columns scroll sideways, and a line says so; the scrolling region takes the keyboard.
 */
export function CompareTable({ columns, rows, caption }: { columns: CompareColumn[]; rows: CompareRow[]; caption: string }) {
  return (
    <div className="flex flex-col gap-2">
      {columns.length > 1 ? (
        <p className="flex items-center gap-1 text-sm text-fg-muted sm:hidden" aria-hidden="true">
          Desliza la tabla para ver {columns.length === 2 ? "las dos columnas" : `las ${columns.length} columnas`}
          <span className="text-base">→</span>
        </p>
      ) : null}
      <div
        className="overflow-x-auto rounded-card border border-border [background:linear-gradient(to_right,var(--color-surface)_30%,transparent),linear-gradient(to_left,var(--color-surface)_30%,transparent)_100%_0,radial-gradient(farthest-side_at_100%_50%,rgb(0_0_0/0.14),transparent)_100%_0] [background-attachment:local,local,scroll] [background-repeat:no-repeat] [background-size:2.5rem_100%,2.5rem_100%,0.9rem_100%] sm:border-0"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full table-fixed border-collapse text-left text-sm" style={{ minWidth: `${7.5 + columns.length * 9}rem` }}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-30 bg-surface sm:w-44" />
              {columns.map((c) => (
                <th key={c.key} scope="col" className="p-2 align-top">
                  {c.shortName !== undefined ? <InstitutionLogo name={c.name} shortName={c.shortName} size={40} /> : null}
                  <Link href={c.href} className="mt-1 block font-semibold text-primary-800 underline">
                    {c.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-border align-top">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-surface p-2 font-medium text-fg-muted shadow-[1px_0_0_var(--color-border)] sm:shadow-none"
                >
                  {row.label}
                  {row.source ? <span className="mt-1 block text-xs font-normal">{row.source}</span> : null}
                </th>
                {row.values.map((v, i) => (
                  <td key={columns[i].key} className="p-2 font-semibold break-words text-fg first-letter:uppercase [&_*]:whitespace-normal">
                    {v ?? <span className="font-normal text-fg-muted">Sin dato</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
