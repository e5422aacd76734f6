import type { Metadata } from "next";
import { LikertPage } from "@/components/vocational/likert-page";
import { personalityInstrument } from "@/lib/content/vocational/personality";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocPersonality").title };

export default async function PersonalidadPage() {
  const { process } = await requireStudentProcess(href("vocPersonality"));
  return (
    <LikertPage
      process={process}
      section="personality"
      instrument={personalityInstrument}
      done={{ href: href("vocIntelligences"), label: "Seguir con inteligencias múltiples" }}
    />
  );
}
