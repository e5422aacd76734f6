import type { Metadata } from "next";
import { ChoiceSection } from "@/components/vocational/choice-section";
import { SectionPage } from "@/components/vocational/section-page";
import { qualityOptions, MAX_PICKS } from "@/lib/content/vocational/choices";
import { requireSectionVisitor } from "@/lib/server/vocational/section-shell";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocUniqueQualities").title };

export default async function Page() {
  await requireSectionVisitor(href("vocUniqueQualities"));
  return (
    <SectionPage title="Cualidades únicas" intro="Marca hasta cinco cualidades que te hacen especial.">
      <ChoiceSection
        path={href("vocUniqueQualities")}
        section="unique-qualities"
        field="selected"
        legend="¿Cómo te describen tus amistades?"
        options={qualityOptions.map(({ id, label }) => ({ id, label }))}
        max={MAX_PICKS}
        next={{ href: href("vocActivitiesIntro"), label: "Seguir con intereses y actividades" }}
      />
    </SectionPage>
  );
}
