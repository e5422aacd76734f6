import type { Metadata } from "next";
import { ChoiceSection } from "@/components/vocational/choice-section";
import { SectionPage } from "@/components/vocational/section-page";
import { qualityOptions, MAX_PICKS } from "@/lib/content/vocational/choices";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocUniqueQualities").title };

export default async function Page() {
  const { process } = await requireStudentProcess(href("vocUniqueQualities"));
  const answers = process.sections["unique-qualities"].answers;
  return (
    <SectionPage title="Cualidades únicas" intro="Marca hasta cinco cualidades que te hacen especial.">
      <ChoiceSection
        processId={process.id}
        section="unique-qualities"
        field="selected"
        legend="¿Cómo te describen tus amistades?"
        options={qualityOptions.map(({ id, label }) => ({ id, label }))}
        max={MAX_PICKS}
        initial={Array.isArray(answers.selected) ? (answers.selected as string[]) : []}
        next={{ href: href("vocActivitiesIntro"), label: "Seguir con intereses y actividades" }}
      />
    </SectionPage>
  );
}
