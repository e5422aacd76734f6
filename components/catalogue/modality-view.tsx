import Link from "@/components/ui/link";
import type { InstitutionCard, Modality, OfferingDto } from "@/lib/contracts/catalogue";
import { InstitutionHeader } from "./institution-header";
import { placeOf, type ProgrammePlace } from "./option-list";
import { ModalityCareerList } from "./profile-items";

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

/** A study modality at an institution: what is known, and an honest "sin dato" for the rest. */
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
          Modalidad {MODALITY_LABELS[modality].toLowerCase()}: <strong>sin dato</strong>. La fuente que usamos (Ponte en Carrera, búsqueda
          2016) no indica si cada carrera se dicta de forma presencial, semipresencial o a distancia. Consulta a la institución con
          «Solicitar información» en su perfil.
        </p>
        <h3 className="mt-6 font-semibold text-fg">Carreras registradas ({offerings.length}), modalidad sin dato</h3>
        <ModalityCareerList base={careerBase} items={byProgramme(offerings)} />
        <p className="mt-4 text-xs text-fg-muted">Fuente: Ponte en Carrera (MINEDU/MTPE), búsqueda 2016.</p>
      </section>
    </div>
  );
}
