import type { Metadata } from "next";
import { InstitutionPicker } from "@/components/vocational/institution-picker";
import { SectionPage } from "@/components/vocational/section-page";
import { requireStudentResult } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocInstitution").title };

export default async function InstitucionesPage() {
  const { process, result } = await requireStudentResult(href("vocInstitution"));
  return (
    <SectionPage title="¿Dónde quieres estudiar?" intro="Elige las universidades o institutos que te interesan. Aparecerán en tu informe.">
      <InstitutionPicker processId={process.id} initial={result.institutions.map(({ id, name }) => ({ id, name }))} />
    </SectionPage>
  );
}
