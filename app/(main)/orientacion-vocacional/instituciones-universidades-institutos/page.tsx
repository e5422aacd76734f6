import type { Metadata } from "next";
import { InstitutionPicker } from "@/components/vocational/institution-picker";
import { SectionPage } from "@/components/vocational/section-page";
import { listShortlist } from "@/lib/server/catalogue/shortlist";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocInstitution").title };

export default async function InstitucionesPage() {
  const { user, process } = await requireStudentProcess(href("vocInstitution"));
  return (
    <SectionPage
      title="¿Dónde quieres estudiar?"
      intro="Elige las universidades o institutos que te interesan. Quedan en tu lista y aparecerán en tu informe."
    >
      <InstitutionPicker processId={process.id} initial={await listShortlist(user.id)} />
    </SectionPage>
  );
}
