"use client";

import Link from "@/components/ui/link";
import type { DirectoryCardData } from "./institution-card-data";
import { LicenceBadge } from "./licence-badge";
import { Monogram } from "./monogram";
import { useSavedInstitutions } from "./use-saved-institutions";
import { institutionPath } from "@/components/layout/client-paths";

/**
 * A directory card: monogram, name, type, gestión, región, licence and how many careers. A client
 * component without state: a page of cards travels in the RSC payload as the cards' data
 * (components/catalogue/institution-card-data.ts, only what the card shows), not as their markup;
 * the markup is styled by short component classes (styles/directory.css). The HTML is
 * server-rendered as before; the saved mark of a signed-in student is read after hydration.
 */
export function InstitutionCard({ card }: { card: DirectoryCardData }) {
  // «En tu lista» for a signed-in student comes after hydration: the page is the same for everyone.
  const saved = useSavedInstitutions();
  const checked = card.checked || Boolean(saved?.slugs.has(card.slug));
  return (
    <li className="dir-card">
      <Monogram name={card.name} shortName={card.shortName} />
      <div className="min-w-0 flex-1">
        <h3>
          <Link href={institutionPath(card.slug)}>{card.name}</Link>
        </h3>
        <p className="dir-card-meta">{card.line}</p>
        <div className="dir-card-tags">
          <LicenceBadge licence={card.licence} />
          <span>
            {card.careers
              ? `${card.careers} ${card.careers === 1 ? "carrera" : "carreras"}${card.confirmed ? ` (${card.confirmed} en 2026)` : " (dato de 2016)"}`
              : "Sin carreras en nuestras fuentes"}
          </span>
          {card.beca18 ? <span data-beca18={card.beca18}>{`Elegible Beca 18 2026 · grupo ${card.beca18}`}</span> : null}
          {checked ? (
            <span className="dir-card-saved">
              <span aria-hidden="true">★ </span>En tu lista
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
