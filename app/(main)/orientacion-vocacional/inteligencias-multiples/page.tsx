import type { Metadata } from "next";
import { LikertPage } from "@/components/vocational/likert-page";
import { intelligencesInstrument } from "@/lib/content/vocational/intelligences";
import { requireSectionVisitor } from "@/lib/server/vocational/section-shell";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocIntelligences").title };

export default async function InteligenciasPage() {
  await requireSectionVisitor(href("vocIntelligences"));
  return (
    <LikertPage
      path={href("vocIntelligences")}
      section="multiple-intelligence"
      instrument={intelligencesInstrument}
      done={{ href: href("vocValues"), label: "Seguir con valores profesionales" }}
    />
  );
}
