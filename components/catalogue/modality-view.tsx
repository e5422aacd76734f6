import Link from "@/components/ui/link";
import type { InstitutionCard, Modality, OfferingDto } from "@/lib/contracts/catalogue";
import { InstitutionHeader } from "./institution-header";
import { placeOf, type ProgrammePlace } from "./option-list";
import { ModalityCareerList } from "./profile-items";
import { BECA18_PARTIAL, BECA18_SOURCE } from "@/lib/content/catalogue/sources";
import { Beca18Rule } from "./beca18-note";

export const MODALITY_LABELS: Record<Modality, string> = {
  presencial: "Presencial",
  semipresencial: "Semipresencial",
  "a-distancia": "A distancia",
};

/**
 * The offerings grouped by programme, in their order: a university that teaches a career in 22
 * regions lists it once, with the 22 places (233 offerings of Alas Peruanas fit in 30 lines).
 */
function byProgramme(offerings: OfferingDto[]): [name: string, places: ProgrammePlace[]][] {
  const groups = new Map<string, ProgrammePlace[]>();
  for (const o of offerings) {
    const places = groups.get(o.programName) ?? [];
    places.push(placeOf(o.programName, o.slug, o.regionName ?? ""));
    groups.set(o.programName, places);
  }
  return [...groups];
}

/** A study modality at an institution: the programmes PRONABEC's 2026 list gives in that modality. */
export function ModalityView({
  institution,
  modality,
  offerings,
  profileHref,
  careerBase,
}: {
  institution: InstitutionCard;
  modality: Modality;
  offerings: OfferingDto[];
  profileHref: string;
  careerBase: string;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <nav aria-label="Migas de pan" className="mb-4 text-sm">
        <Link href={profileHref} className="text-primary-700 underline">
          {institution.name}
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">Modalidad {MODALITY_LABELS[modality].toLowerCase()}</span>
      </nav>
      <InstitutionHeader institution={institution}>
        Modalidad {MODALITY_LABELS[modality].toLowerCase()}{" "}
        <span className="block text-lg font-semibold text-fg-muted">en {institution.name}</span>
      </InstitutionHeader>
      <section className="mt-8" aria-labelledby="que-sabemos">
        <h2 id="que-sabemos" className="profile-h2">
          Lo que sabemos
        </h2>
        <p className="mt-2 text-fg">
          Programas que la lista Beca 18 2026 de PRONABEC da en modalidad {MODALITY_LABELS[modality].toLowerCase()} en esta institución (
          {BECA18_PARTIAL}). Las carreras que solo conocemos por la búsqueda 2016 de Ponte en Carrera no dicen su modalidad: consúltala con
          «Solicitar información» en su perfil.
        </p>
        <h3 className="mt-6 font-semibold text-fg">
          Ofrecidas en 2026 en modalidad {MODALITY_LABELS[modality].toLowerCase()} ({offerings.length})
        </h3>
        <ModalityCareerList base={careerBase} items={byProgramme(offerings)} />
        <Beca18Rule className="mt-4 text-sm text-fg" />
        <p className="mt-1 text-xs text-fg-muted">Fuente: {BECA18_SOURCE}.</p>
      </section>
    </div>
  );
}
