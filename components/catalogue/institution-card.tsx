"use client";

import Link from "next/link";
import type { InstitutionCard as Card } from "@/lib/contracts/catalogue";
import { gestionLabel, typeLabel } from "./format";
import { InstitutionLogo } from "./institution-logo";
import { LicenceBadge } from "./licence-badge";
import { href } from "@/lib/config/route-paths";

/**
 * A directory card: monogram, name, type, gestión, región, licence and how many careers. A client
 * component without state: a page of cards travels in the RSC payload as the cards' data, not as
 * their markup (about a fifth of the size; issue 15). The HTML is server-rendered as before.
 */
export function InstitutionCard({ institution }: { institution: Card }) {
  const place = [institution.district, institution.region?.name].filter(Boolean).join(", ");
  return (
    <li className="relative flex min-w-0 gap-3 rounded-card border border-border bg-surface p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary-500 hover:shadow-md">
      <InstitutionLogo name={institution.name} shortName={institution.shortName} />
      <div className="min-w-0 flex-1">
        <h3 className="text-base leading-snug font-semibold text-fg">
          <Link
            href={href("institution", { institutionSlug: institution.username })}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {institution.name}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-fg-muted">
          {typeLabel(institution.type)} {gestionLabel(institution.gestion).toLowerCase()}
          {place ? ` · ${place}` : ""}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <LicenceBadge licence={institution.licence} />
          <span className="text-sm text-fg-muted">
            {institution.careerCount} {institution.careerCount === 1 ? "carrera" : "carreras"}
          </span>
          {institution.checked ? (
            <span className="text-sm font-semibold text-success-800">
              <span aria-hidden="true">★ </span>En tu lista
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
