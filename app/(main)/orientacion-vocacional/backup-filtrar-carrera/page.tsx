import type { Metadata } from "next";
import { CareerFilterForm } from "@/components/vocational/career-filter-form";
import { SectionPage } from "@/components/vocational/section-page";
import { careersFilter } from "@/lib/server/vocational/attributes";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocQuickFilter").title };

export default async function Page() {
  const { user, process } = await requireStudentProcess(href("vocQuickFilter"));
  const { filter, options } = await careersFilter(user.id);
  return (
    <SectionPage title="Filtro rápido de carreras" intro="Tus sugerencias solo mostrarán carreras que cumplan estas condiciones.">
      <CareerFilterForm processId={process.id} initial={filter} options={options} simple />
    </SectionPage>
  );
}
