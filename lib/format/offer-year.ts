/**
 * How the catalogue says which year an offering is known from, which study modalities the data
 * has for a place, and what kind of institution a profile is (with the gender agreement of
 * Spanish: «Universidad pública», «Instituto público», «Escuela … pública»). Pure; used by the
 * server (descriptions, modality pages) and the components.
 */
import type { Modality, OfferingDto } from "@/lib/contracts/catalogue";

/** An offering PRONABEC's Beca 18 2026 list confirms. */
export const OFFER_2026_LABEL = "Ofrecida en 2026 · PRONABEC";
/** An offering only known from Ponte en Carrera's 2015–16 export. */
export const OFFER_2016_LABEL = "Dato de 2016: confirma con la institución";

export function offerYearLabel(o: Pick<OfferingDto, "confirmed2026">): string {
  return o.confirmed2026 ? OFFER_2026_LABEL : OFFER_2016_LABEL;
}

const MODALITY_OF: Record<string, Modality> = { PRESENCIAL: "presencial", SEMIPRESENCIAL: "semipresencial", "A DISTANCIA": "a-distancia" };

/** The modalities the data has for an offering (only PRONABEC's 2026 list gives them). */
export function offeringModalities(o: Pick<OfferingDto, "confirmed2026">): Modality[] {
  return (o.confirmed2026?.modalities ?? []).map((m) => MODALITY_OF[m.toUpperCase()]).filter((m): m is Modality => Boolean(m));
}

/** The modalities the data has for any offering of a place, in the order presencial, semipresencial, a distancia. */
export function modalitiesOf(offerings: Pick<OfferingDto, "confirmed2026">[]): Modality[] {
  const found = new Set(offerings.flatMap(offeringModalities));
  return (["presencial", "semipresencial", "a-distancia"] as const).filter((m) => found.has(m));
}

/** Confirmed offerings and those only known from 2015–16. */
export function offerYearCounts(offerings: Pick<OfferingDto, "confirmed2026">[]): { confirmed: number; only2016: number } {
  const confirmed = offerings.filter((o) => o.confirmed2026).length;
  return { confirmed, only2016: offerings.length - confirmed };
}

/**
 * «Universidad privada», «Instituto público», «Escuela pedagógica pública»: the noun of the kind
 * and the gestión in agreement with it.
 */
export function institutionKindLabel(p: {
  type: "universidad" | "instituto";
  gestion: "publica" | "privada";
  instituteType?: string | null;
}): string {
  const school = /^escuela/i.test(p.instituteType ?? "");
  if (p.type === "universidad") return `Universidad ${p.gestion === "publica" ? "pública" : "privada"}`;
  if (school) {
    const kind = (p.instituteType ?? "").replace(/^escuela\s*/i, "").trim();
    return `Escuela${kind ? ` ${kind}` : ""} ${p.gestion === "publica" ? "pública" : "privada"}`;
  }
  return `Instituto ${p.gestion === "publica" ? "público" : "privado"}`;
}
