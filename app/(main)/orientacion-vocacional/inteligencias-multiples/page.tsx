import type { Metadata } from "next";
import { LikertPage } from "@/components/vocational/likert-page";
import { intelligencesInstrument } from "@/lib/content/vocational/intelligences";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocIntelligences").title };

export default async function InteligenciasPage() {
  const { process } = await requireStudentProcess(href("vocIntelligences"));
  return (
    <LikertPage
      process={process}
      section="multiple-intelligence"
      instrument={intelligencesInstrument}
      done={{ href: href("vocValues"), label: "Seguir con valores profesionales" }}
    />
  );
}
