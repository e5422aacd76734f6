"use client";

import Link from "@/components/ui/link";

/*
 * The repeated items of the careers pages, as client components without state that take what they
 * show as short tuples. A server component's markup travels twice in a page (as HTML and again, as
 * JSON, in the RSC payload); here the payload carries only the data, and the markup once in the JS
 * chunk; their classes are set once on the parent list or table (styles/careers.css). The HTML is
 * still rendered on the server.
 */

/** A career in a list: its slug (it links to the list's `hrefPrefix` + slug), its name and a line of figures. */
export type CareerItemText = [slug: string, name: string, meta: string];

/** The careers of one area as cards, inside `<ul className="career-cards">`: the name links, the figures below. */
export function CareerCards({ hrefPrefix, careers }: { hrefPrefix: string; careers: CareerItemText[] }) {
  return careers.map(([slug, name, meta]) => (
    <li key={slug}>
      <Link href={hrefPrefix + slug}>{name}</Link>
      <p>{meta}</p>
    </li>
  ));
}

/** The careers of one area as whole-row links, inside `<ul className="career-menu">` (phones). */
export function CareerMenuItems({ hrefPrefix, careers }: { hrefPrefix: string; careers: CareerItemText[] }) {
  return careers.map(([slug, name, meta]) => (
    <li key={slug}>
      <Link href={hrefPrefix + slug}>
        <span>{name}</span>
        <span>{meta}</span>
      </Link>
    </li>
  ));
}

/**
 * One row of the "where to study it" table, already formatted. `slug` is the programme's slug at the
 * institution when it differs from the table's `slug`; `kind` an index in the table's `kinds`; `costReview`
 * 1 when the cost is probably yearly or per term (the table explains it once, below); null: "Sin dato".
 */
export type OfferingCells = [
  institutionSlug: string,
  slug: string | null,
  institution: string,
  kind: number,
  region: string | null,
  cost: string | null,
  costReview: 0 | 1,
  admission: string | null,
  income: string | null,
  /**
   * A licence to flag: "denegada" (SUNEDU denied it), "posterior" (denied by SUNEDU, funded by
   * PRONABEC in 2026), "sin-dato" (a university without data), else null.
   */
  licence?: "denegada" | "posterior" | "sin-dato" | "otro" | null,
  /** 1: PRONABEC's 2026 list confirms the offer; 0: only known from 2016. */
  confirmed?: 0 | 1,
  /** The institution's Beca 18 2026 group (1–3); 0: not in the list. */
  beca18?: number,
];

/** What the table says under a flagged institution's name. */
const LICENCE_FLAGS = {
  denegada: "⚠ Licencia denegada por SUNEDU: ya no admite alumnos nuevos",
  posterior: "SUNEDU le denegó la licencia (2022); PRONABEC la lista como elegible en 2026: verifica en sunedu.gob.pe",
  otro: "SUNEDU: licencia en evaluación",
  "sin-dato": "Sin dato de licencia",
} as const;

/** The rows of the "where to study it" table, inside `<tbody>` of `<table className="career-offerings">`. */
export function CareerOfferingRows({ slug, kinds, rows }: { slug: string; kinds: string[]; rows: OfferingCells[] }) {
  return rows.map(
    ([institutionSlug, ownSlug, institution, kind, region, cost, costReview, admission, income, licence, confirmed, beca18]) => {
      const href = `/${institutionSlug}/carrera/${ownSlug ?? slug}`;
      return (
        <tr key={href}>
          {/* The offer's year (th::after; `data-y` only on a 2026 offer) and the Beca 18 group (`data-b`,
              after the kind) take their words from styles/careers.css, as the cost's warning: a long
              table would repeat them in every row, and the attributes are kept short for the same reason. */}
          <th scope="row" data-y={confirmed ? "26" : undefined}>
            <Link href={href}>{institution}</Link>
            <span data-b={beca18 || undefined}>{kinds[kind]}</span>
            {licence ? (
              <span className="career-licence" data-licence={licence}>
                {LICENCE_FLAGS[licence]}
              </span>
            ) : null}
          </th>
          {/* On a phone each cell shows its column's name above it (styles/careers.css, by position: no bytes per row). */}
          <td>{region ?? "Sin dato"}</td>
          <td>
            {cost ?? "Sin dato"}
            {/* Its words come from styles/careers.css (.cost-review::after): a long table repeats it in every row. */}
            {costReview ? <span className="cost-review" /> : null}
          </td>
          <td>{admission ?? "Sin dato"}</td>
          <td>{income ?? "Sin dato"}</td>
        </tr>
      );
    },
  );
}
