import type { Metadata } from "next";
import { ChoiceSection } from "@/components/vocational/choice-section";
import { SectionPage } from "@/components/vocational/section-page";
import { abilityOptions, MAX_PICKS } from "@/lib/content/vocational/choices";
import { requireSectionVisitor } from "@/lib/server/vocational/section-shell";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocAbilities").title };

export default async function Page() {
  await requireSectionVisitor(href("vocAbilities"));
  return (
    <SectionPage title="Habilidades fuertes" intro="Marca hasta cinco cosas que haces bien. Suman a tu perfil de intereses.">
      <ChoiceSection
        path={href("vocAbilities")}
        section="abilities"
        field="selected"
        legend="¿En qué eres buena o bueno?"
        options={abilityOptions.map(({ id, label }) => ({ id, label }))}
        max={MAX_PICKS}
        next={{ href: href("vocUniqueQualities"), label: "Seguir con cualidades únicas" }}
      />
    </SectionPage>
  );
}
