import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import type { CareerOfferingRow, CareerSummary } from "@/lib/contracts/catalogue";
import { CareerFigures, careerIntro } from "./career-figures";
import { CareerGraduates } from "./career-graduates";
import { CareerOfferingsTable } from "./career-offerings-table";
import { RiasecProfile } from "./riasec-profile";

/** What a career is, what graduates do, its interests profile, figures and where to study it (by pages). */
export function CareerDetailView({
  career,
  offerings,
  sort,
  hrefForSort,
  page,
  hrefForPage,
  before,
  after,
  type,
  hrefForType,
  siblings = [],
}: {
  /** Careers of the same family and type that hold its places (shown when it has none of its own). */
  siblings?: Pick<CareerSummary, "slug" | "name" | "offeringCount">[];
  /** The institution type the table lists (default: the career's own, by the counting rule). */
  type?: "universidad" | "instituto";
  hrefForType?: (type: "universidad" | "instituto" | null) => string;
  career: CareerSummary;
  offerings: CareerOfferingRow[];
  sort: string;
  hrefForSort: (sort: string) => string;
  page: number;
  hrefForPage: (page: number) => string;
  before?: ReactNode;
  /** Below the offerings, e.g. «Preguntas de la comunidad». */
  after?: ReactNode;
}) {
  const ownKind = career.level === "universitaria" ? "universidad" : "instituto";
  const otherKind = ownKind === "universidad" ? "instituto" : "universidad";
  const shownKind = type ?? ownKind;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {before}
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{career.name}</h1>
      <p className="mt-2 text-fg">{careerIntro(career)}</p>
      <div className="mt-6">
        <CareerFigures career={career} />
      </div>
      <CareerGraduates career={career} className="mt-8" />
      <section className="mt-8" aria-labelledby="intereses">
        <h2 id="intereses" className="text-xl font-bold text-fg">
          Intereses y habilidades que pide
        </h2>
        <div className="mt-2">
          <RiasecProfile riasec={career.riasec} code={career.riasecCode} occupation={career.onetOccupation} />
        </div>
      </section>
      <section className="mt-8" aria-labelledby="donde">
        <h2 id="donde" className="text-xl font-bold text-fg">
          Dónde estudiarla en el Perú ({placesLabel(offerings.length, shownKind)})
        </h2>
        <p className="mt-1 text-sm text-fg-muted" data-testid="places-rule">
          {shownKind === ownKind
            ? `Cuenta las ofertas de ${career.name} en ${kindPlural(ownKind)} (la carrera es ${career.level === "universitaria" ? "universitaria" : "técnica"}).`
            : `Ofertas de la misma familia de carreras en ${kindPlural(shownKind)}: el catálogo no tiene una carrera ${shownKind === "instituto" ? "técnica" : "universitaria"} propia para ellas.`}{" "}
          {career.otherKindCount > 0 && hrefForType ? (
            shownKind === ownKind ? (
              <Link href={hrefForType(otherKind)} className="text-primary-700 underline">
                {`También se enseña en ${kindPlural(otherKind)}: ${placesLabel(career.otherKindCount, otherKind)}`}
              </Link>
            ) : (
              <Link href={hrefForType(null)} className="text-primary-700 underline">
                {`Volver a las ${placesLabel(career.offeringCount, ownKind)}`}
              </Link>
            )
          ) : null}
        </p>
        <div className="mt-3">
          {offerings.length ? (
            <CareerOfferingsTable rows={offerings} sort={sort} hrefForSort={hrefForSort} page={page} hrefForPage={hrefForPage} />
          ) : (
            <p className="text-fg" data-testid="no-places">
              Ponte en Carrera (búsqueda 2016) no registra programas con el nombre «{career.name}»
              {career.family ? `: sus programas de la familia «${career.family}» están asignados a ` : "."}
              {career.family && siblings.length
                ? siblings.map((c, i) => (
                    <span key={c.slug}>
                      {i ? (i === siblings.length - 1 ? " y " : ", ") : ""}
                      <Link href={`/estudiar-carrera/${c.slug}`} className="text-primary-700 underline">
                        {`${c.name} (${c.offeringCount})`}
                      </Link>
                    </span>
                  ))
                : career.family
                  ? "otras carreras"
                  : null}
              {career.family ? ". Las cifras de ingreso de esta página son de toda la familia." : ""}
            </p>
          )}
        </div>
      </section>
      {after}
    </div>
  );
}

const kindPlural = (kind: "universidad" | "instituto") => (kind === "universidad" ? "universidades" : "institutos");

/** «67 en universidades», «1 en un instituto». */
export function placesLabel(n: number, kind: "universidad" | "instituto"): string {
  if (n === 1) return `1 en ${kind === "universidad" ? "una universidad" : "un instituto"}`;
  return `${n.toLocaleString("es-PE")} en ${kindPlural(kind)}`;
}
