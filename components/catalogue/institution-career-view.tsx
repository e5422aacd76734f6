import Link from "next/link";
import type { InstitutionCareerDetail } from "@/lib/contracts/catalogue";
import { InstitutionHeader } from "./institution-header";
import { LeadDialog } from "./lead-dialog";
import { OfferingFigures } from "./offering-figures";
import { href } from "@/lib/config/route-paths";

/** One career at one institution, every figure with its source and year. */
export function InstitutionCareerView({ detail, profileHref }: { detail: InstitutionCareerDetail; profileHref: string }) {
  const { institution, offering, otherOfferings } = detail;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <nav aria-label="Migas de pan" className="mb-4 text-sm">
        <Link href={href("instituciones")} className="text-primary-700 underline">
          Universidades e institutos
        </Link>
        <span aria-hidden="true"> / </span>
        <Link href={profileHref} className="text-primary-700 underline">
          {institution.name}
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{offering.programName}</span>
      </nav>
      <InstitutionHeader institution={institution}>
        {offering.programName} <span className="block text-lg font-semibold text-fg-muted">en {institution.name}</span>
      </InstitutionHeader>
      <div className="mt-5 flex flex-wrap gap-3">
        <LeadDialog
          institution={{ id: institution.id, name: institution.name }}
          career={{ id: offering.career?.id ?? null, name: offering.programName }}
          origin="carrera"
        />
        {offering.career ? (
          <>
            <Link
              href={href("estudiarCarrera", { careerSlug: offering.career.slug })}
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
            >
              Qué es {offering.career.name} y dónde más estudiarla
            </Link>
            <Link
              href={`${href("compareCareer")}?carrera=${offering.career.slug}&i=${institution.username}`}
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
            >
              Comparar esta carrera en otras instituciones
            </Link>
          </>
        ) : null}
      </div>
      <section aria-labelledby="cifras" className="mt-8">
        <h2 id="cifras" className="text-xl font-bold text-fg">
          Cifras {offering.regionName ? `(sede ${offering.regionName})` : ""}
        </h2>
        <div className="mt-3">
          <OfferingFigures offering={offering} />
        </div>
      </section>
      {otherOfferings.length ? (
        <section aria-labelledby="otras-sedes" className="mt-8">
          <h2 id="otras-sedes" className="text-xl font-bold text-fg">
            También se dicta
          </h2>
          <ul className="mt-3 flex flex-col gap-4">
            {otherOfferings.map((o) => (
              <li key={o.id}>
                <h3 className="font-semibold text-fg">
                  {o.programName}
                  {o.regionName ? ` · ${o.regionName}` : ""}
                </h3>
                <div className="mt-2">
                  <OfferingFigures offering={o} compact />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
