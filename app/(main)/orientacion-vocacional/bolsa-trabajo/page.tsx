import type { Metadata } from "next";
import { JOB_BOARDS } from "@/components/catalogue/career-content";
import { CareerPicker, CareerTabs } from "@/components/catalogue/career-picker";
import { CAREER_INCOME_SOURCE, incomeRange } from "@/components/catalogue/career-figures";
import { ONET_CREDIT } from "@/components/catalogue/format";
import { careerEvidence } from "@/lib/content/vocational/career-evidence";
import { careerFromQuery, listCareers } from "@/lib/server/catalogue/careers";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocJobBoard").title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where graduates work (occupation and sectors) and the public job boards of Peru. */
export default async function BolsaTrabajoPage({ searchParams }: Props) {
  const [career, careers] = await Promise.all([careerFromQuery((await searchParams).carrera), listCareers()]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{career ? `${career.name}: dónde trabajar` : "Bolsa de trabajo"}</h1>
      {career ? (
        <>
          <div className="mt-3">
            <CareerTabs slug={career.slug} current="vocJobBoard" />
          </div>
          <section className="mt-6" aria-labelledby="ocupaciones">
            <h2 id="ocupaciones" className="text-xl font-bold text-fg">
              Ocupaciones y sectores
            </h2>
            {career.onetOccupation ? (
              <p className="mt-2 text-fg">
                Ocupación de referencia: <span>{career.onetOccupation}</span> (O*NET{" "}
                {career.riasecCode ? `, perfil ${career.riasecCode}` : ""}). {ONET_CREDIT}
              </p>
            ) : null}
            {/* The career's own sectors (data/career-evidence.csv), not its area's. */}
            <ul className="mt-3 list-disc pl-5 text-fg">
              {(careerEvidence(career.slug)?.sectors ?? []).map((s) => (
                <li key={s}>{s.charAt(0).toUpperCase() + s.slice(1)}</li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-fg-muted">
              Sectores: compilados por Rumbo para esta carrera a partir de su ocupación de referencia; referencial.
            </p>
            {incomeRange(career) ? (
              <p className="mt-3 text-fg">
                Ingreso de egresados jóvenes: <strong>{incomeRange(career)}</strong>
                <span className="block text-xs text-fg-muted">Fuente: {CAREER_INCOME_SOURCE}</span>
              </p>
            ) : null}
          </section>
        </>
      ) : (
        <div className="mt-4">
          <CareerPicker careers={careers} action={href("vocJobBoard")} />
        </div>
      )}
      <section className="mt-8" aria-labelledby="bolsas">
        <h2 id="bolsas" className="text-xl font-bold text-fg">
          Bolsas de trabajo públicas del Perú
        </h2>
        <ul className="mt-2 flex flex-col gap-2">
          {JOB_BOARDS.map((b) => (
            <li key={b.href}>
              <a href={b.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-700 underline">
                {b.name}
                <span className="sr-only"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
