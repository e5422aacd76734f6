"use client";

import Link from "next/link";

/*
 * The repeated items of the catalogue's long lists, as client components without state that take
 * what they show as short strings. A server component's markup travels twice in a page (as HTML
 * and again, as JSON, in the RSC payload); here the payload carries only the strings, and the
 * markup lives in the shared JS chunk (issue 15). The HTML is still rendered on the server.
 */

/** A career in the careers list: its name, linking to `href`, and a line of figures. */
export function CareerListItem({ href, name, meta }: { href: string; name: string; meta: string }) {
  return (
    <li className="rounded-card border border-border bg-surface p-3">
      <Link href={href} className="font-semibold text-primary-800 underline-offset-2 hover:underline">
        {name}
      </Link>
      <p className="text-xs text-fg-muted">{meta}</p>
    </li>
  );
}

/** What one row of the "where to study it" table shows, already formatted. */
export type OfferingRowText = {
  href: string;
  institution: string;
  kind: string;
  region: string;
  cost: string;
  costNote: string | null;
  admission: string;
  income: string;
};

/** One institution and campus offering a career, in the "where to study it" table. */
export function OfferingRow({ row }: { row: OfferingRowText }) {
  return (
    <tr className="border-b border-border align-top">
      <th scope="row" className="py-2 pr-3 font-semibold">
        <Link href={row.href} className="text-primary-800 underline">
          {row.institution}
        </Link>
        <span className="block text-xs font-normal text-fg-muted">{row.kind}</span>
      </th>
      <td className="py-2 pr-3">{row.region}</td>
      <td className="py-2 pr-3">
        {row.cost}
        {row.costNote ? (
          <span className="block text-xs text-warning-800" title={row.costNote}>
            ⚠ probablemente anual o por ciclo
          </span>
        ) : null}
      </td>
      <td className="py-2 pr-3">{row.admission}</td>
      <td className="py-2 pr-3">{row.income}</td>
    </tr>
  );
}

/** One figure of an offering card: its value (null: "Sin dato"), a warning and its source. */
export type FigureText = { label: string; value: string | null; source?: string; note?: string | null };

function Fig({ label, value, source, note }: FigureText) {
  return (
    <div>
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="text-sm font-semibold text-fg">{value ?? <span className="font-normal text-fg-muted">Sin dato</span>}</dd>
      {note ? <dd className="text-xs text-warning-800">⚠ {note}</dd> : null}
      {value && source ? <dd className="text-xs text-fg-muted">{source}</dd> : null}
    </div>
  );
}

/** A career at an institution, on its profile: the programme's name and its figures with their sources. */
export function OfferingCard({ href, name, meta, figures }: { href: string; name: string; meta: string; figures: FigureText[] }) {
  return (
    <li className="rounded-card border border-border bg-surface p-4">
      <h3 className="font-semibold text-fg">
        <Link href={href} className="text-primary-800 underline-offset-2 hover:underline">
          {name}
        </Link>
      </h3>
      <p className="text-xs text-fg-muted">{meta}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
        {figures.map((figure) => (
          <Fig key={figure.label} {...figure} />
        ))}
      </dl>
    </li>
  );
}
