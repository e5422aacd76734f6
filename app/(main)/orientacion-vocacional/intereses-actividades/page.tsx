import type { Metadata } from "next";
import { ChoiceSection } from "@/components/vocational/choice-section";
import { SectionPage } from "@/components/vocational/section-page";
import { activityOptions, MAX_PICKS } from "@/lib/content/vocational/choices";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocActivities").title };

export default async function Page() {
  const { process } = await requireStudentProcess(href("vocActivities"));
  const answers = process.sections["activities-of-interest"].answers;
  return (
    <SectionPage title="Intereses y actividades" intro="Marca hasta cinco actividades que disfrutas fuera del colegio.">
      <ChoiceSection
        processId={process.id}
        section="activities-of-interest"
        field="selected"
        legend="¿Qué haces en tu tiempo libre?"
        options={activityOptions.map(({ id, label }) => ({ id, label }))}
        max={MAX_PICKS}
        initial={Array.isArray(answers.selected) ? (answers.selected as string[]) : []}
        next={{ href: href("vocCareerWorld"), label: "Seguir con las áreas de carreras" }}
      />
    </SectionPage>
  );
}
