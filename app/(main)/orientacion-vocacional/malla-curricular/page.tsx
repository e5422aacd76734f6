import type { Metadata } from "next";
import { referenceCurriculum } from "@/components/catalogue/career-content";
import { CareerPicker, CareerTabs } from "@/components/catalogue/career-picker";
import { careerFromQuery, listCareers } from "@/lib/server/catalogue/careers";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocCurriculum").title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A reference curriculum by year, labelled as referential (no institution's own plan). */
export default async function MallaCurricularPage({ searchParams }: Props) {
  const [career, careers] = await Promise.all([careerFromQuery((await searchParams).carrera), listCareers()]);
  if (!career) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-2xl font-bold text-fg">Malla curricular referencial</h1>
        <p className="mt-2 mb-4 text-fg-muted">Elige una carrera para ver una malla de referencia por año.</p>
        <CareerPicker careers={careers} action={href("vocCurriculum")} />
      </div>
    );
  }
  const years = referenceCurriculum(career.area, career.name, career.durationYears);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{career.name}: malla curricular referencial</h1>
      <div className="mt-3">
        <CareerTabs slug={career.slug} current="vocCurriculum" />
      </div>
      <p className="mt-4 rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm text-warning-800">
        Malla <strong>referencial</strong>: muestra cómo suele organizarse la carrera por año en el Perú. Cada institución tiene su propio
        plan de estudios: pídelo al solicitar información.
      </p>
      <ol className="mt-6 flex flex-col gap-4">
        {years.map((y) => (
          <li key={y.year} className="rounded-card border border-border p-4">
            <h2 className="font-bold text-fg">
              {y.year}.º año · {y.title}
            </h2>
            <ul className="mt-2 list-disc pl-5 text-fg">
              {y.courses.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-xs text-fg-muted">
        Número de años: {career.durationYears ?? "sin dato"}
        {career.durationSource ? ` (fuente: ${career.durationSource})` : ""}. Cursos: orientación general de Rumbo por área.
      </p>
    </div>
  );
}
