import type { Metadata } from "next";
import { LikertPage } from "@/components/vocational/likert-page";
import { intelligencesInstrument } from "@/lib/content/vocational/intelligences";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";

export const metadata: Metadata = { title: "Inteligencias múltiples · Orientación vocacional" };

export default async function InteligenciasPage() {
  const { process } = await requireStudentProcess("/orientacion-vocacional/inteligencias-multiples");
  return (
    <LikertPage
      process={process}
      section="multiple-intelligence"
      instrument={intelligencesInstrument}
      done={{ href: "/orientacion-vocacional/valores-profesionales", label: "Seguir con valores profesionales" }}
    />
  );
}
