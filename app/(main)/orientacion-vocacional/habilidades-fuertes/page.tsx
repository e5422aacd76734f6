import type { Metadata } from "next";
import { ChoiceSection } from "@/components/vocational/choice-section";
import { SectionPage } from "@/components/vocational/section-page";
import { abilityOptions, MAX_PICKS } from "@/lib/content/vocational/choices";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocAbilities").title };

export default async function Page() {
  const { process } = await requireStudentProcess(href("vocAbilities"));
  const answers = process.sections["abilities"].answers;
  return (
    <SectionPage title="Habilidades fuertes" intro="Marca hasta cinco cosas que haces bien. Suman a tu perfil de intereses.">
      <ChoiceSection
        processId={process.id}
        section="abilities"
        field="selected"
        legend="¿En qué eres buena o bueno?"
        options={abilityOptions.map(({ id, label }) => ({ id, label }))}
        max={MAX_PICKS}
        initial={Array.isArray(answers.selected) ? (answers.selected as string[]) : []}
        next={{ href: href("vocUniqueQualities"), label: "Seguir con cualidades únicas" }}
      />
    </SectionPage>
  );
}
