import Link from "next/link";
import type { InstitutionCard, Modality, OfferingDto } from "@/lib/contracts/catalogue";
import { InstitutionHeader } from "./institution-header";

export const MODALITY_LABELS: Record<Modality, string> = {
  presencial: "Presencial",
  semipresencial: "Semipresencial",
  "a-distancia": "A distancia",
};

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
        <h2 id="que-sabemos" className="text-xl font-bold text-fg">
          Lo que sabemos
        </h2>
        <p className="mt-2 text-fg">
          Modalidad {MODALITY_LABELS[modality].toLowerCase()}: <strong>sin dato</strong>. La fuente que usamos (Ponte en Carrera, búsqueda
          2016) no indica si cada carrera se dicta de forma presencial, semipresencial o a distancia. Consulta a la institución con
          «Solicitar información» en su perfil.
        </p>
        <h3 className="mt-6 font-semibold text-fg">Carreras registradas ({offerings.length}), modalidad sin dato</h3>
        <ul className="mt-2 list-disc pl-5">
          {offerings.map((o) => (
            <li key={o.id}>
              <Link href={`${careerBase}/${o.slug}`} className="text-primary-700 underline">
                {o.programName}
              </Link>
              {o.regionName ? ` · ${o.regionName}` : ""}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-fg-muted">Fuente: Ponte en Carrera (MINEDU/MTPE), búsqueda 2016.</p>
      </section>
    </div>
  );
}
