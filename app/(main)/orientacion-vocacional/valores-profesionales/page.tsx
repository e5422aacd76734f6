import type { Metadata } from "next";
import { SectionPage } from "@/components/vocational/section-page";
import { ValuesRanking } from "@/components/vocational/values-ranking";
import { VALUES_TO_RANK, workValueScales, workValueStatements } from "@/lib/content/vocational/work-values";
import { requireSectionVisitor } from "@/lib/server/vocational/section-shell";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocValues").title };

export default async function ValoresPage() {
  await requireSectionVisitor(href("vocValues"));
  return (
    <SectionPage
      title="Valores profesionales"
      intro={`¿Qué esperas de tu futuro trabajo? Elige los ${VALUES_TO_RANK} valores que más te importan y ordénalos: el primero es el más importante.`}
    >
      <ValuesRanking
        path={href("vocValues")}
        pick={VALUES_TO_RANK}
        options={workValueScales.map((s) => ({ id: s.id, label: s.name, statement: workValueStatements[s.id] }))}
        done={{ href: href("vocResult"), label: "Ver mi resultado" }}
      />
    </SectionPage>
  );
}
