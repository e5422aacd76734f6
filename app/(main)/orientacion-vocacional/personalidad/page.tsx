import type { Metadata } from "next";
import { LikertPage } from "@/components/vocational/likert-page";
import { personalityInstrument } from "@/lib/content/vocational/personality";
import { requireSectionVisitor } from "@/lib/server/vocational/section-shell";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocPersonality").title };

export default async function PersonalidadPage() {
  await requireSectionVisitor(href("vocPersonality"));
  return (
    <LikertPage
      path={href("vocPersonality")}
      section="personality"
      instrument={personalityInstrument}
      done={{ href: href("vocIntelligences"), label: "Seguir con inteligencias múltiples" }}
    />
  );
}
