import type { InstitutionCard, LicenceDto } from "@/lib/contracts/catalogue";
import { kindGestionLabel } from "./format";

/**
 * What a directory card shows, and nothing more: the page sends these to the client card in its
 * RSC payload, once per card. `checked` is present only for the signed-in visitor's
 * saved institutions.
 */
export type DirectoryCardData = {
  name: string;
  slug: string;
  shortName: string | null;
  /** "Universidad privada · Víctor Larco Herrera, La Libertad". */
  line: string;
  licence: LicenceDto;
  careers: number;
  /** Of `careers`, those PRONABEC's 2026 list confirms. */
  confirmed: number;
  /** PRONABEC's Beca 18 2026 group (1–3); absent when not in the list. */
  beca18?: number;
  checked?: true;
};

export function directoryCardData(institution: InstitutionCard): DirectoryCardData {
  const place = [institution.district, institution.region?.name].filter(Boolean).join(", ");
  return {
    name: institution.name,
    slug: institution.username,
    shortName: institution.shortName,
    line: `${kindGestionLabel(institution.type, institution.gestion)}${place ? ` · ${place}` : ""}`,
    // The badge's fields only (the profile carries the note, history and resolution link).
    licence: (({ note: _n, history: _h, resolutionUrl: _u, ...badge }) => badge)(institution.licence),
    careers: institution.careerCount,
    confirmed: institution.confirmedCareerCount ?? 0,
    ...(institution.beca18?.eligible && institution.beca18.group ? { beca18: institution.beca18.group } : {}),
    ...(institution.checked ? { checked: true as const } : {}),
  };
}
