import type { Metadata } from "next";
import { EvaluateForm } from "@/components/vocational/evaluate-form";
import { SectionPage } from "@/components/vocational/section-page";
import { requireStudentResult } from "@/lib/server/vocational/page-context";
import { NeedsInterests } from "@/components/vocational/needs-interests";

export const metadata: Metadata = { title: "Calificar carreras · Orientación vocacional" };

export default async function CalificarPage() {
  const { process, result } = await requireStudentResult("/orientacion-vocacional/calificar-carrera");
  return (
    <SectionPage title="Calificar carreras" intro="Del 1 al 5, ¿cuánto te gusta cada una de tus cinco primeras carreras?">
      {result.ready ? (
        <EvaluateForm
          processId={process.id}
          careers={result.suggestions.slice(0, 5).map((s) => ({ id: s.careerId, name: s.name }))}
          initial={process.sections.evaluate.answers}
        />
      ) : (
        <NeedsInterests />
      )}
    </SectionPage>
  );
}
