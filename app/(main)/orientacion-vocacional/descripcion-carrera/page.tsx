import type { Metadata } from "next";
import { CareerFigures, careerIntro } from "@/components/catalogue/career-figures";
import { CareerGraduates } from "@/components/catalogue/career-graduates";
import { CareerPicker, CareerTabs } from "@/components/catalogue/career-picker";
import { RiasecProfile } from "@/components/catalogue/riasec-profile";
import { careerFromQuery, listCareers } from "@/lib/server/catalogue/careers";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocCareerDescription").title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What a career is, what graduates do and which interests it asks for (`?carrera=slug`). */
export default async function DescripcionCarreraPage({ searchParams }: Props) {
  const [career, careers] = await Promise.all([careerFromQuery((await searchParams).carrera), listCareers()]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      {career ? (
        <>
          <h1 className="text-2xl font-bold text-fg sm:text-3xl">{career.name}</h1>
          <div className="mt-3">
            <CareerTabs slug={career.slug} current="vocCareerDescription" />
          </div>
          <p className="mt-4 text-fg">{careerIntro(career)}</p>
          <CareerGraduates career={career} className="mt-6" />
          <section className="mt-6" aria-labelledby="intereses">
            <h2 id="intereses" className="text-xl font-bold text-fg">
              Intereses y habilidades que pide
            </h2>
            <div className="mt-2">
              <RiasecProfile riasec={career.riasec} code={career.riasecCode} occupation={career.onetOccupation} />
            </div>
          </section>
          <div className="mt-6">
            <CareerFigures career={career} />
          </div>
          <div className="mt-8">
            <CareerPicker careers={careers} action={href("vocCareerDescription")} selected={career.slug} label="Ver otra carrera" />
          </div>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-fg">Descripción de la carrera</h1>
          <p className="mt-2 mb-4 text-fg-muted">Elige una carrera para ver qué es y qué intereses pide.</p>
          <CareerPicker careers={careers} action={href("vocCareerDescription")} />
        </>
      )}
    </div>
  );
}
