import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { SectionPage } from "@/components/vocational/section-page";
import { buttonClasses } from "@/components/ui/button";
import { careerAreas } from "@/lib/content/vocational/choices";
import { requireStudentResult } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocCareerWorldAnswer").title };

export default async function Page() {
  const { process, result } = await requireStudentResult(href("vocCareerWorldAnswer"));
  const chosen = (process.sections["career-world"].answers.areas as string[] | undefined) ?? [];
  const labels = careerAreas.filter((a) => chosen.includes(a.id));
  const matching = result.suggestions.filter((s) => chosen.includes(s.area));
  return (
    <SectionPage title="Tus áreas de interés">
      {labels.length === 0 ? (
        <p className="text-fg">Aún no marcaste ninguna área.</p>
      ) : (
        <>
          <p className="text-fg">Marcaste: {labels.map((l) => l.label).join(", ")}.</p>
          {result.ready ? (
            matching.length ? (
              <div className="flex flex-col gap-2">
                <h2 className="text-lg font-semibold">Carreras de esas áreas entre tus sugerencias</h2>
                <ul className="list-disc pl-5">
                  {matching.map((s) => (
                    <li key={s.careerId}>
                      {s.name} — afinidad {s.score}/100
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-fg">
                Ninguna de tus diez carreras sugeridas es de esas áreas: tus intereses apuntan a otro lado. Vale la pena mirar ambas cosas.
              </p>
            )
          ) : (
            <p className="text-fg">Completa tus intereses profesionales para ver qué carreras de esas áreas encajan contigo.</p>
          )}
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <Link href={href("vocCareerWorld")} className={buttonClasses({ variant: "outline" })}>
          Cambiar mis áreas
        </Link>
        <Link href={href("vocCareerFilter")} className={buttonClasses()}>
          Seguir: filtrar carreras
        </Link>
      </div>
    </SectionPage>
  );
}
