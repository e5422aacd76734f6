import type { InstitutionCard } from "@/lib/contracts/catalogue";
import { kindGestionLabel } from "./format";
import { LicenceBadge } from "./licence-badge";
import { Monogram } from "./monogram";

export function InstitutionHeader({ institution, children }: { institution: InstitutionCard; children?: React.ReactNode }) {
  const place = [institution.district, institution.province, institution.region?.name].filter(Boolean);
  const uniquePlace = place.filter((p, i) => place.indexOf(p) === i).join(", ");
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Monogram name={institution.name} shortName={institution.shortName} large />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold text-fg text-balance sm:text-3xl">{children ?? institution.name}</h1>
        <p className="mt-1 text-fg-muted">
          {kindGestionLabel(institution.type, institution.gestion)}
          {institution.shortName ? ` · ${institution.shortName}` : ""}
          {uniquePlace ? ` · ${uniquePlace}` : ""}
        </p>
        <div className="mt-2">
          <LicenceBadge licence={institution.licence} />
        </div>
      </div>
    </header>
  );
}
