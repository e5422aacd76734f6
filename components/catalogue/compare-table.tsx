import Link from "next/link";
import type { ReactNode } from "react";
import { InstitutionLogo } from "./institution-logo";

export type CompareColumn = { key: string; name: string; href: string; /** Institutions show their logo. */ shortName?: string | null };
export type CompareRow = { label: string; values: ReactNode[]; source?: string };

/**
 * Institutions or careers side by side: one column each, one row per figure, the source under
 * each row ("Sin dato" where there is no figure).
 */
export function CompareTable({ columns, rows, caption }: { columns: CompareColumn[]; rows: CompareRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <td className="w-32 sm:w-44" />
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
              <th scope="row" className="p-2 font-medium text-fg-muted">
                {row.label}
                {row.source ? <span className="mt-1 block text-xs font-normal">{row.source}</span> : null}
              </th>
              {row.values.map((v, i) => (
                <td key={columns[i].key} className="p-2 font-semibold text-fg first-letter:uppercase">
                  {v ?? <span className="font-normal text-fg-muted">Sin dato</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
