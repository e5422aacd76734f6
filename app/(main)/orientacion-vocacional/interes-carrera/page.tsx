import type { Metadata } from "next";
import { ChoiceSection } from "@/components/vocational/choice-section";
import { SectionPage } from "@/components/vocational/section-page";
import { careerAreas } from "@/lib/content/vocational/choices";
import { requireSectionVisitor } from "@/lib/server/vocational/section-shell";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocCareerWorld").title };

export default async function Page() {
  await requireSectionVisitor(href("vocCareerWorld"));
  return (
    <SectionPage
      title="Interés por áreas de carreras"
      intro="Marca todas las áreas que te interesan. Las carreras de esas áreas suben un poco en tu resultado."
    >
      <ChoiceSection
        path={href("vocCareerWorld")}
        section="career-world"
        field="areas"
        legend="¿Qué áreas te llaman la atención?"
        options={careerAreas}
        next={{ href: href("vocCareerWorldAnswer"), label: "Ver mis áreas" }}
      />
    </SectionPage>
  );
}
