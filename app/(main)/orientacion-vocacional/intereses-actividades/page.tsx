import type { Metadata } from "next";
import { ChoiceSection } from "@/components/vocational/choice-section";
import { SectionPage } from "@/components/vocational/section-page";
import { activityOptions, MAX_PICKS } from "@/lib/content/vocational/choices";
import { requireSectionVisitor } from "@/lib/server/vocational/section-shell";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocActivities").title };

export default async function Page() {
  await requireSectionVisitor(href("vocActivities"));
  return (
    <SectionPage title="Intereses y actividades" intro="Marca hasta cinco actividades que disfrutas fuera del colegio.">
      <ChoiceSection
        path={href("vocActivities")}
        section="activities-of-interest"
        field="selected"
        legend="¿Qué haces en tu tiempo libre?"
        options={activityOptions.map(({ id, label }) => ({ id, label }))}
        max={MAX_PICKS}
        next={{ href: href("vocCareerWorld"), label: "Seguir con las áreas de carreras" }}
      />
    </SectionPage>
  );
}
