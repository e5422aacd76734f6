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
import { Beca18EstimatorDisclosure } from "@/components/beca18/beca18-estimator-disclosure";
import { tiposIes, type Beca18Group, type Beca18Place, type TipoIes } from "@/lib/beca18/score";
import { BECA18_PARTIAL } from "@/lib/content/catalogue/sources";
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

/** What PRONABEC's 2026 list says of this offering, as the estimator reads it (lib/server/catalogue/beca18.ts). */
export type OfferingBeca18 = {
  /** This programme at this campus is in the 2026 list. */
  eligible: boolean;
  group: number | null;
  /** The type of institution as the list writes it (UNIVERSIDAD, INSTITUTO DE EDUCACION SUPERIOR TECNOLOGICA…). */
  tipoIes: string | null;
  /** The department of the campus as the list writes it (both Limas as LIMA). */
  department: string | null;
};

const asGroup = (g: number | null | undefined): Beca18Group | null => (g === 1 || g === 2 || g === 3 ? g : null);
const asTipoIes = (t: string | null | undefined): TipoIes | null =>
  (tiposIes as readonly string[]).includes(t ?? "") ? (t as TipoIes) : null;

/**
 * The facts of this page the Beca 18 estimator can use. With PRONABEC's 2026 list (`beca18`): its
 * group, type of institution and the campus's department; without it, the page's own gestión,
 * department and a university's type, and the group stays unknown («grupo no disponible»).
 * Whether the career is an education one comes from the catalogue career.
 */
export function beca18PlaceOf(detail: InstitutionCareerDetail, beca18: OfferingBeca18 | null = null): Beca18Place {
  const { institution, offering } = detail;
  return {
    group: asGroup(beca18?.group),
    gestion: institution.gestion,
    tipoIes: asTipoIes(beca18?.tipoIes) ?? (institution.type === "universidad" ? "UNIVERSIDAD" : null),
    department: beca18?.department ?? offering.regionName,
    programme: offering.programName,
    isEducation: offering.career ? offering.career.area.toLocaleLowerCase("es") === "educación" : null,
  };
}

/** The disclosure's content when the offering is not in PRONABEC's 2026 list: no estimate, the reason. */
export function Beca18NotEligible({ programme }: { programme: string }) {
  return (
    <div data-testid="beca18-not-eligible" className="flex flex-col gap-2 text-fg">
      <p>
        <strong>Según la lista Beca 18 2026 de PRONABEC, Beca 18 no paga {programme} en esta sede:</strong> no figura entre los programas
        elegibles ({BECA18_PARTIAL}). Por eso no estimamos un puntaje aquí.
      </p>
      <p className="text-sm text-fg-muted">
        Si quieres postular a Beca 18, busca esta carrera en una institución y sede que sí estén en la lista.
      </p>
      <Beca18Rule className="text-sm text-fg" />
    </div>
  );
}
/** «SAN JUAN DE LURIGANCHO» → «San Juan De Lurigancho»: PRONABEC writes districts in upper case. */
const districtName = (s: string) =>
  s.toLocaleLowerCase("es").replace(/(^|\s)(\p{L})/gu, (_m, a: string, b: string) => a + b.toLocaleUpperCase("es"));

/** One career at one institution, every figure with its source and year. */
export function InstitutionCareerView({
  detail,
  profileHref,
  beca18 = null,
}: {
  detail: InstitutionCareerDetail;
  profileHref: string;
  /** What PRONABEC's 2026 list says of this offering; null when not read (the estimator then lacks the group). */
  beca18?: OfferingBeca18 | null;
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
        {beca18 && !beca18.eligible ? (
          <Beca18Disclosure>
            <Beca18NotEligible programme={offering.programName} />
          </Beca18Disclosure>
        ) : (
          <Beca18EstimatorDisclosure place={beca18PlaceOf(detail, beca18)} />
        )}
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
