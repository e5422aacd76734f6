import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { SUNEDU_VERIFY } from "@/lib/content/catalogue/sources";
import { hasWhatsapp, whatsappLink } from "@/lib/config/site";
import type { FigureSourceDto, InstitutionLocation, InstitutionProfile, OfferingDto } from "@/lib/contracts/catalogue";
import { formatCost, formatDuration, formatIncome, formatSelectivity, formatYesNo, missingCostText, sourceLine } from "./format";
import { InstitutionHeader } from "./institution-header";
import { leadWarning } from "./licence-badge";
import { LeadDialog } from "./lead-dialog";
import { sourceTable } from "./offering-figures";
import { PeruMap } from "./peru-map";
import { type OfferingCardData, OfferingCardList } from "./profile-items";
import { SaveInstitutionButton } from "./save-institution-button";
import { href } from "@/lib/config/route-paths";
import { COST_REVIEW_CENTS, LIKELY_NOT_MONTHLY, costBasis, costHeadline, summariseGroup } from "@/lib/format/catalogue-costs";
import { formatSoles } from "@/lib/format/money";
import { BECA18_PARTIAL, BECA18_SOURCE as BECA18_SOURCE_NAME } from "@/lib/content/catalogue/sources";
import { institutionKindLabel, modalitiesOf, offerYearCounts, offerYearLabel } from "@/lib/format/offer-year";
import { Beca18Status } from "./beca18-note";
import { MODALITY_LABELS } from "./modality-view";

type Props = {
  profile: InstitutionProfile;
  location: InstitutionLocation;
  offerings: OfferingDto[];
  /** Where career links point: "/{slug}/carrera" or "/universidades-institutos/{slug}". */
  careerBase: string;
  modalityBase: string;
  isLogged: boolean;
  selfPath: string;
  /** All the careers (`?carreras=todas`); otherwise the first PROFILE_CAREERS and a link to the rest. */
  showAllCareers?: boolean;
};

/**
 * Careers shown with their figures before 'Ver las N carreras': a large university offers 60+,
 * and every card carries six figures with their sources (the page would weigh ~350 KB of HTML).
 */
export const PROFILE_CAREERS = 12;

/**
 * The profile's career cards in the short form of OfferingCardList: each figure as text, and its
 * source line as an index into one list (most cards repeat the same two or three sources).
 */
export function offeringCardsData(offerings: OfferingDto[]): { sources: string[]; items: OfferingCardData[] } {
  const { sources, indexOf } = sourceTable();
  const items = offerings.map((offering): OfferingCardData => {
    const s = offering.sources;
    const figures: [string | null, FigureSourceDto | undefined][] = [
      [formatCost(offering.costMinCents, offering.costMaxCents), s.cost],
      [formatDuration(offering.durationYears), s.duration],
      [formatSelectivity(offering), s.admissionRate ?? s.admitted],
      [formatIncome(offering.income), s.income],
      [formatYesNo(offering.credit), s.credit],
      [formatYesNo(offering.scholarships), s.scholarships],
    ];
    return {
      slug: offering.slug,
      name: offering.programName,
      meta: `${offering.career ? `${offering.career.area} · ` : ""}${offering.regionName ? `Se dicta en ${offering.regionName}` : ""}`,
      year: offerYearLabel(offering),
      confirmed: Boolean(offering.confirmed2026),
      values: figures.map(([value]) => value),
      // A figure without a value shows no source: its index is not sent.
      sources: figures.map(([value, source]) => (value ? indexOf(sourceLine(source)) : -1)),
      ...(offering.costNote ? { note: offering.costNote } : {}),
    };
  });
  return { sources, items };
}

/** The institution profile (spec: /{institutionSlug} and /universidades-institutos/{slug}). */
export function InstitutionProfileView({
  profile,
  location,
  offerings,
  careerBase,
  modalityBase,
  isLogged,
  selfPath,
  showAllCareers = false,
}: Props) {
  const shown = showAllCareers ? offerings : offerings.slice(0, PROFILE_CAREERS);
  const years = offerYearCounts(offerings);
  const modalities = modalitiesOf(offerings);
  const about = [
    institutionKindLabel(profile),
    profile.foundedYear ? `creada en ${profile.foundedYear}` : null,
    location.region ? `con sede en ${location.region.name}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <nav aria-label="Migas de pan" className="mb-4 text-sm">
        <Link href={href("instituciones")} className="text-primary-700 underline">
          Universidades e institutos
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{profile.name}</span>
      </nav>
      <InstitutionHeader institution={profile} />
      <div className="mt-5 flex flex-wrap items-start gap-3">
        <LeadDialog institution={{ id: profile.id, name: profile.name }} warning={leadWarning(profile.licence)} />
        {/* Without a configured number, 'Solicitar información' is the contact (no made-up number). */}
        {hasWhatsapp ? (
          <a
            href={whatsappLink(`Hola, quiero información sobre ${profile.name}`)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "outline" })}
          >
            WhatsApp<span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        ) : null}
        <SaveInstitutionButton institutionId={profile.id} saved={profile.checked} isLogged={isLogged} redirectTo={selfPath} />
        <Link href={`${href("comparePicker")}?i=${profile.username}`} className={buttonClasses({ variant: "ghost" })}>
          Comparar
        </Link>
      </div>

      <section aria-labelledby="acerca" className="mt-8">
        <h2 id="acerca" className="profile-h2">
          Acerca de
        </h2>
        <p className="mt-2 text-fg">{profile.sentence ?? `${about}.`}</p>
        {profile.sourceName !== profile.name ? (
          <p className="mt-1 text-sm text-fg-muted">
            Nombre en la fuente: {profile.sourceName}
            {profile.source === BECA18_SOURCE_NAME ? " (tal como lo publica PRONABEC, en mayúsculas y sin tildes)" : ""}
          </p>
        ) : null}
        {profile.instituteType ? <p className="mt-1 text-sm text-fg-muted">Tipo de instituto: {profile.instituteType}</p> : null}
        {profile.website ? (
          <p className="mt-1 text-sm">
            Web:{" "}
            <a
              className="text-primary-700 underline"
              href={`https://${profile.website.replace(/^https?:\/\//, "")}`}
              rel="noopener noreferrer"
              target="_blank"
            >
              {profile.website.replace(/^https?:\/\//, "")}
            </a>
          </p>
        ) : null}
        <p className="mt-2 text-xs text-fg-muted">Fuente: {profile.source}</p>
      </section>

      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="licencia">
          <h2 id="licencia" className="profile-h2">
            Licenciamiento
          </h2>
          {profile.licence.laterSource ? (
            <dl className="profile-facts mt-2 grid grid-cols-2 gap-2 text-sm" data-testid="licence-sources">
              <dt>Conclusión (fuente más reciente)</dt>
              <dd className="font-semibold" data-testid="licence-status">
                {profile.licence.label}
              </dd>
              <dt>{`${profile.licence.laterSource.source}`}</dt>
              <dd>{profile.licence.laterSource.says}</dd>
              <dt>SUNEDU</dt>
              <dd>{profile.licence.history}</dd>
            </dl>
          ) : profile.licence.status ? (
            <dl className="profile-facts mt-2 grid grid-cols-2 gap-2 text-sm">
              <dt>Estado SUNEDU</dt>
              <dd className="font-semibold" data-testid="licence-status">
                {profile.licence.label}
              </dd>
              {profile.licence.resolution ? (
                <>
                  <dt>Resolución</dt>
                  <dd>
                    {profile.licence.resolutionUrl ? (
                      <a
                        className="text-primary-700 underline"
                        href={profile.licence.resolutionUrl}
                        rel="noopener noreferrer"
                        target="_blank"
                      >
                        {profile.licence.resolution}
                      </a>
                    ) : (
                      profile.licence.resolution
                    )}
                    {profile.licence.asOf ? ` (${profile.licence.asOf})` : ""}
                  </dd>
                </>
              ) : (
                <>
                  {profile.licenceStart ? (
                    <>
                      <dt>Desde</dt>
                      <dd>{profile.licenceStart}</dd>
                    </>
                  ) : null}
                  {profile.licenceEnd ? (
                    <>
                      <dt>Hasta</dt>
                      <dd>
                        {profile.licenceEnd}
                        {profile.licenceYears ? ` (${profile.licenceYears} años)` : ""}
                      </dd>
                    </>
                  ) : null}
                </>
              )}
              <dt>Corte de datos</dt>
              <dd>{profile.licence.dataCut ?? "no figura en el corte"}</dd>
            </dl>
          ) : profile.type === "universidad" ? (
            <p className="mt-2 text-fg" data-testid="licence-status">
              Sin dato de licencia: esta universidad no figura en los datos de licenciamiento de SUNEDU que usamos.
            </p>
          ) : (
            <p className="mt-2 text-fg">
              Licenciamiento: sin dato. Las fuentes públicas que usamos no publican el licenciamiento de los institutos.
            </p>
          )}
          {profile.licence.note ? (
            <p className="mt-2 text-sm text-fg" data-testid="licence-note">
              {profile.licence.note}
            </p>
          ) : null}
          {profile.licence.status || profile.type === "universidad" ? (
            <p className="mt-2 text-sm text-fg">
              Verifica el estado actual en{" "}
              <a className="text-primary-700 underline" href="https://www.sunedu.gob.pe/" rel="noopener noreferrer" target="_blank">
                {SUNEDU_VERIFY}
              </a>
              .
            </p>
          ) : null}
          <p className="mt-2 text-xs text-fg-muted">
            Fuente: {profile.licence.source}
            {profile.licence.dataCut && !profile.licence.resolution ? `, corte ${profile.licence.dataCut}` : ""}
          </p>
        </section>

        <section aria-labelledby="ubicacion">
          <h2 id="ubicacion" className="profile-h2">
            Ubicación
          </h2>
          {/* Two columns that never overlap: the labels take the room left by a map of fixed width. */}
          <div className="mt-2 grid grid-cols-[minmax(0,1fr)_7rem] items-start gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <dl className="profile-facts grid min-w-0 grid-cols-1 content-start gap-1 text-sm break-words">
              <dt>Región</dt>
              <dd className="font-semibold">{location.region?.name ?? "Sin dato"}</dd>
              <dt>Provincia</dt>
              <dd className="font-semibold">{location.province ?? "Sin dato"}</dd>
              <dt>Distrito</dt>
              <dd className="font-semibold">{location.district ?? "Sin dato"}</dd>
              {location.teachingRegions.length > 1 ? (
                <>
                  <dt>Dicta carreras en</dt>
                  <dd>{location.teachingRegions.join(", ")}</dd>
                </>
              ) : null}
            </dl>
            <PeruMap
              lat={location.lat}
              lng={location.lng}
              label={`Mapa del Perú con la ubicación ${location.approximate ? "aproximada (capital de la región) " : ""}de ${profile.name}${location.region ? ` en ${location.region.name}` : ""}`}
            />
          </div>
        </section>
      </div>

      <section aria-labelledby="beca18" className="mt-10">
        <h2 id="beca18" className="profile-h2">
          Beca 18
        </h2>
        <Beca18Status beca18={profile.beca18} />
      </section>

      <section aria-labelledby="carreras" className="mt-10">
        <h2 id="carreras" className="profile-h2">
          {offerings.length ? `Carreras (${offerings.length})` : "Carreras"}
        </h2>
        {offerings.length ? (
          <p className="mt-1 text-sm text-fg" data-testid="offer-years">
            {years.confirmed
              ? `${years.confirmed} ${years.confirmed === 1 ? "ofrecida" : "ofrecidas"} en 2026 según la lista Beca 18 de PRONABEC (${BECA18_PARTIAL}), primero en la lista`
              : "Ninguna figura en la lista Beca 18 2026 de PRONABEC"}
            {years.only2016 ? `; ${years.only2016} solo con dato de 2016 (confírmalas con la institución).` : "."}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-fg-muted">
          Cifras de Ponte en Carrera (búsqueda 2016; ingresos: planilla electrónica 2015, egresados de 18 a 29 años). La fuente publica los
          costos como mensuales; los que superan {formatSoles(COST_REVIEW_CENTS)} se marcan «{LIKELY_NOT_MONTHLY}».
          {profile.gestion === "publica" && offerings.some((o) => o.costMinCents === null)
            ? ` ${profile.type === "universidad" ? "Universidad pública" : "Instituto público"}: la fuente no da una pensión para ${offerings.filter((o) => o.costMinCents === null).length} de sus ${offerings.length} carreras.`
            : ""}
        </p>
        {offerings.length ? <InstitutionCostLine offerings={offerings} /> : null}
        {offerings.length ? (
          <>
            <OfferingCardList base={careerBase} {...offeringCardsData(shown)} missingCost={missingCostText(profile.gestion)} />
            {shown.length < offerings.length ? (
              <p className="mt-4 flex flex-wrap items-center gap-3">
                <span className="text-sm text-fg-muted">
                  Se muestran {shown.length} de {offerings.length} carreras: primero las ofrecidas en 2026, luego en orden alfabético.
                </span>
                <Link href={`${selfPath}?carreras=todas#carreras`} className={buttonClasses({ variant: "outline" })}>
                  Ver las {offerings.length} carreras
                </Link>
              </p>
            ) : offerings.length > PROFILE_CAREERS ? (
              <p className="mt-4">
                <Link href={`${selfPath}#carreras`} className="text-sm text-primary-700 underline">
                  Mostrar solo las primeras {PROFILE_CAREERS}
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-3 text-fg" data-testid="no-careers">
            No tenemos carreras de esta institución: no figuran en la búsqueda 2016 de Ponte en Carrera ni en la lista Beca 18 2026 de
            PRONABEC ({BECA18_PARTIAL}). Consulta su oferta con «Solicitar información».
          </p>
        )}
      </section>

      <section aria-labelledby="modalidades" className="mt-10">
        <h2 id="modalidades" className="profile-h2">
          Modalidades de estudio
        </h2>
        {modalities.length ? (
          <>
            <ul className="mt-2 flex flex-wrap gap-3">
              {modalities.map((slug) => (
                <li key={slug}>
                  <Link href={`${modalityBase}/${slug}`} className="text-primary-700 underline">
                    {MODALITY_LABELS[slug]}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-fg-muted">Fuente: lista Beca 18 2026 de PRONABEC ({BECA18_PARTIAL}), por programa y sede.</p>
          </>
        ) : (
          <p className="mt-2 text-fg" data-testid="no-modalities">
            Sin dato: ninguna de nuestras fuentes dice en qué modalidad (presencial, semipresencial o a distancia) enseña esta institución.
            Consúltalo con «Solicitar información».
          </p>
        )}
      </section>
    </div>
  );
}

/** The institution's typical cost over every one of its careers (lib/format/catalogue-costs.ts), with what it rests on. */
function InstitutionCostLine({ offerings }: { offerings: OfferingDto[] }) {
  const cost = summariseGroup(offerings);
  const headline = costHeadline(cost);
  const basis = costBasis(cost, { one: "carrera", many: "carreras" });
  return (
    <p className="mt-2 text-sm text-fg">
      <span className="font-semibold">Costo típico (mediana): </span>
      {headline ? `${headline}; ${basis}.` : `${basis}.`}
    </p>
  );
}
