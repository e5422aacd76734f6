import type { Metadata } from "next";
import { SectionPage } from "@/components/vocational/section-page";
import { ValuesRanking } from "@/components/vocational/values-ranking";
import { VALUES_TO_RANK, workValueScales, workValueStatements } from "@/lib/content/vocational/work-values";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocValues").title };

export default async function ValoresPage() {
  const { process } = await requireStudentProcess(href("vocValues"));
  const saved = process.sections["professional-values"].answers.ranking;
  return (
    <SectionPage
      title="Valores profesionales"
      intro={`¿Qué esperas de tu futuro trabajo? Elige los ${VALUES_TO_RANK} valores que más te importan y ordénalos: el primero es el más importante.`}
    >
      <ValuesRanking
        processId={process.id}
        pick={VALUES_TO_RANK}
        options={workValueScales.map((s) => ({ id: s.id, label: s.name, statement: workValueStatements[s.id] }))}
        initial={Array.isArray(saved) ? saved.filter((x): x is string => typeof x === "string") : []}
        done={{ href: href("vocResult"), label: "Ver mi resultado" }}
      />
    </SectionPage>
  );
}
