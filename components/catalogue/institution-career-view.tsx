import Link from "@/components/ui/link";
import type { InstitutionCareerDetail, OfferingDto } from "@/lib/contracts/catalogue";
import { InstitutionHeader } from "./institution-header";
import { leadWarning } from "./licence-badge";
import { LeadDialog } from "./lead-dialog";
import { OfferingFigures, offeringRows, sourceTable } from "./offering-figures";
import { missingCostText, sourceLine } from "./format";
import { OtherOfferingList } from "./profile-items";
import { href } from "@/lib/config/route-paths";
import { Beca18Disclosure } from "@/components/beca18/beca18-disclosure";
import { Beca18Estimator } from "@/components/beca18/beca18-estimator";
import type { Beca18Group, Beca18Place } from "@/lib/beca18/score";
import { offerYearLabel } from "@/lib/format/offer-year";
import { Beca18Rule } from "./beca18-note";

/** The other campuses in OtherOfferingList's short form: figures as text, each source line once. */
function otherOfferingsData(offerings: OfferingDto[]) {
  const { sources, indexOf } = sourceTable();
  const items = offerings.map((o) => {
    const rows = offeringRows(o);
    return {
      id: o.id,
      name: `${o.programName}${o.regionName ? ` · ${o.regionName}` : ""}`,
      year: offerYearLabel(o),
      confirmed: Boolean(o.confirmed2026),
      values: rows.map((row) => row.value),
      sources: rows.map((row) => (row.value ? indexOf(sourceLine(o.sources[row.sourceKey])) : -1)),
      ...(o.costNote ? { note: o.costNote } : {}),
    };
  });
  return { sources, items };
}

/**
 * The facts of this page the Beca 18 estimator can use: gestión, department of the campus, a
 * university's type and whether the career is an education one. The PRONABEC group comes only from
 * PRONABEC's list (`group`); without it the estimator says «grupo no disponible». An institute's
 * type in that list (tecnológico or pedagógico) is not known here, so it stays unknown.
 */
export function beca18PlaceOf(detail: InstitutionCareerDetail, group: Beca18Group | null = null): Beca18Place {
  const { institution, offering } = detail;
  return {
    group,
    gestion: institution.gestion,
    tipoIes: institution.type === "universidad" ? "UNIVERSIDAD" : null,
    department: offering.regionName,
    programme: offering.programName,
    isEducation: offering.career ? offering.career.area.toLocaleLowerCase("es") === "educación" : null,
  };
}
/** «SAN JUAN DE LURIGANCHO» → «San Juan De Lurigancho»: PRONABEC writes districts in upper case. */
const districtName = (s: string) =>
  s.toLocaleLowerCase("es").replace(/(^|\s)(\p{L})/gu, (_m, a: string, b: string) => a + b.toLocaleUpperCase("es"));

/** One career at one institution, every figure with its source and year. */
export function InstitutionCareerView({
  detail,
  profileHref,
  beca18Group = null,
}: {
  detail: InstitutionCareerDetail;
  profileHref: string;
  /** The institution's PRONABEC group (1–3) from PRONABEC's list, when known. */
  beca18Group?: Beca18Group | null;
}) {
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
          warning={leadWarning(institution.licence)}
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
      <section aria-labelledby="oferta-2026" className="mt-8">
        <h2 id="oferta-2026" className="profile-h2">
          ¿Se ofrece hoy?
        </h2>
        <p className="offer-year mt-2" data-offer-year={offering.confirmed2026 ? "2026" : "2016"}>
          {offerYearLabel(offering)}
        </p>
        {offering.confirmed2026 ? (
          <>
            <p className="mt-2 text-fg">
              La lista Beca 18 2026 de PRONABEC la incluye como programa elegible
              {offering.confirmed2026.districts.length ? ` en ${offering.confirmed2026.districts.map(districtName).join(", ")}` : ""},
              modalidad {offering.confirmed2026.modalities.map((m) => m.toLowerCase()).join(" y ")}
              {offering.confirmed2026.eib ? ", educación intercultural bilingüe (EIB)" : ""}.
            </p>
            <p className="mt-1 text-xs text-fg-muted">
              Programa tal como lo publica PRONABEC: «{offering.confirmed2026.programme}». Fuente: {offering.confirmed2026.source}.
            </p>
          </>
        ) : (
          <p className="mt-2 text-fg">
            Solo la conocemos por la búsqueda 2016 de Ponte en Carrera: no figura en la lista Beca 18 2026 de PRONABEC (lista parcial).
            Confirma con la institución que la sigue ofreciendo.
          </p>
        )}
        <Beca18Rule className="mt-1 text-sm text-fg" />
      </section>
      <section aria-labelledby="cifras" className="mt-8">
        <h2 id="cifras" className="profile-h2">
          Cifras {offering.regionName ? `(sede ${offering.regionName})` : ""}
        </h2>
        <div className="mt-3">
          <OfferingFigures offering={offering} missingCost={missingCostText(institution.gestion)} />
        </div>
      </section>
      <section aria-label="Beca 18" className="mt-8">
        <Beca18Disclosure>
          <Beca18Estimator place={beca18PlaceOf(detail, beca18Group)} />
        </Beca18Disclosure>
      </section>
      {otherOfferings.length ? (
        <section aria-labelledby="otras-sedes" className="mt-8">
          <h2 id="otras-sedes" className="profile-h2">
            También se dicta
          </h2>
          <OtherOfferingList {...otherOfferingsData(otherOfferings)} missingCost={missingCostText(institution.gestion)} />
        </section>
      ) : null}
    </div>
  );
}
