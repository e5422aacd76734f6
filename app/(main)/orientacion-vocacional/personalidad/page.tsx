import type { Metadata } from "next";
import { LikertPage } from "@/components/vocational/likert-page";
import { personalityInstrument } from "@/lib/content/vocational/personality";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";

export const metadata: Metadata = { title: "Personalidad · Orientación vocacional" };

export default async function PersonalidadPage() {
  const { process } = await requireStudentProcess("/orientacion-vocacional/personalidad");
  return (
    <LikertPage
      process={process}
      section="personality"
      instrument={personalityInstrument}
      done={{ href: "/orientacion-vocacional/inteligencias-multiples", label: "Seguir con inteligencias múltiples" }}
    />
  );
}
