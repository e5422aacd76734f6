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
}: {
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
          Dónde estudiarla en el Perú ({offerings.length})
        </h2>
        <div className="mt-3">
          {offerings.length ? (
            <CareerOfferingsTable rows={offerings} sort={sort} hrefForSort={hrefForSort} page={page} hrefForPage={hrefForPage} />
          ) : (
            <p className="text-fg-muted">No hay ofertas registradas en la fuente.</p>
          )}
        </div>
      </section>
      {after}
    </div>
  );
}
