"use client";

import Link from "@/components/ui/link";
import { Fragment } from "react";
import { type ProgrammePlace, unpackPlace } from "./option-list";

/*
 * The repeated items of the institution pages, as client components without state that take what
 * they show in a short form: the RSC payload carries the data, not a second copy of the markup,
 * and the markup is styled from its parent by styles/directory.css. The HTML is still
 * rendered on the server.
 */

/** The six figures of a career's card, in this order. */
const FIGURE_LABELS = ["Costo", "Duración", "Ingresantes / postulantes", "Ingreso de egresados", "Crédito educativo", "Becas"];

/**
 * A career at the institution, on its profile: `values` follow FIGURE_LABELS (null: "Sin dato"),
 * `sources[i]` is the index of figure i's source line in the list's `sources` (-1: none), `note`
 * warns about the cost.
 */
export type OfferingCardData = {
  slug: string;
  name: string;
  meta: string;
  /** «Ofrecida en 2026 · PRONABEC» or «Dato de 2016: confirma con la institución». */
  year?: string;
  confirmed?: boolean;
  values: (string | null)[];
  sources: number[];
  note?: string;
};

/** An offering's six figures, each with its source (an index into the page's `sources`) and the licence note. */
function FigureList({
  sources,
  item,
  missingCost,
}: {
  sources: string[];
  item: Pick<OfferingCardData, "values" | "sources" | "note">;
  /** Shown instead of «Sin dato» for a missing cost (a public institution: the source gives no fee). */
  missingCost?: string | null;
}) {
  return (
    <dl>
      {FIGURE_LABELS.map((label, i) => {
        const value = item.values[i];
        const source = sources[item.sources[i]];
        return (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? <span className="no-data">{(i === 0 && missingCost) || "Sin dato"}</span>}</dd>
            {i === 0 && item.note ? <dd data-note="">{`⚠ ${item.note}`}</dd> : null}
            {value && source ? <dd>{source}</dd> : null}
          </div>
        );
      })}
    </dl>
  );
}

/** The profile's career cards: the programme's name, linking to `base`/slug, and its figures with their sources. */
export function OfferingCardList({
  base,
  sources,
  items,
  missingCost,
}: {
  base: string;
  sources: string[];
  items: OfferingCardData[];
  missingCost?: string | null;
}) {
  return (
    <ul className="mt-4 grid gap-3 md:grid-cols-2" aria-label="Carreras que ofrece">
      {items.map((item) => (
        <li key={item.slug} className="offer-card">
          <h3>
            <Link href={`${base}/${item.slug}`}>{item.name}</Link>
          </h3>
          <p>{item.meta}</p>
          {item.year ? (
            <p className="offer-year" data-offer-year={item.confirmed ? "2026" : "2016"}>
              {item.year}
            </p>
          ) : null}
          <FigureList sources={sources} item={item} missingCost={missingCost} />
        </li>
      ))}
    </ul>
  );
}

/** The careers of a modality page, one line per programme: its name and where it is taught, each place a link. */
export function ModalityCareerList({ base, items }: { base: string; items: [name: string, places: ProgrammePlace[]][] }) {
  return (
    <ul className="modality-careers">
      {items.map(([name, packed]) => {
        const places = packed.map((place) => unpackPlace(name, place));
        return (
          <li key={places[0][0]}>
            {places.length === 1 ? (
              <>
                <Link href={`${base}/${places[0][0]}`}>{name}</Link>
                {places[0][1] ? ` · ${places[0][1]}` : ""}
              </>
            ) : (
              <>
                {`${name} · `}
                {places.map(([slug, region], i) => (
                  <Fragment key={slug}>
                    {i ? ", " : ""}
                    <Link href={`${base}/${slug}`}>{region || name}</Link>
                  </Fragment>
                ))}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The same career at the institution's other campuses: a heading and the six figures of each, with their sources. */
export function OtherOfferingList({
  sources,
  items,
  missingCost,
}: {
  sources: string[];
  items: (Omit<OfferingCardData, "slug" | "meta"> & { id: number })[];
  missingCost?: string | null;
}) {
  return (
    <ul className="other-offerings">
      {items.map((item) => (
        <li key={item.id}>
          <h3>{item.name}</h3>
          {item.year ? (
            <p className="offer-year" data-offer-year={item.confirmed ? "2026" : "2016"}>
              {item.year}
            </p>
          ) : null}
          <FigureList sources={sources} item={item} missingCost={missingCost} />
        </li>
      ))}
    </ul>
  );
}
