import type { Metadata } from "next";
import { EvaluateForm } from "@/components/vocational/evaluate-form";
import { SectionPage } from "@/components/vocational/section-page";
import { requireStudentResult } from "@/lib/server/vocational/page-context";
import { NeedsInterests } from "@/components/vocational/needs-interests";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocEvaluate").title };

export default async function CalificarPage() {
  const { process, result } = await requireStudentResult(href("vocEvaluate"));
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
