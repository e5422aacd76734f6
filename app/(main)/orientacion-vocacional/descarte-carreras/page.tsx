import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { SectionPage } from "@/components/vocational/section-page";
import { RestoreButton } from "@/components/vocational/restore-button";
import { SuggestionList } from "@/components/vocational/suggestion-list";
import { requireStudentResult } from "@/lib/server/vocational/page-context";
import { NeedsInterests } from "@/components/vocational/needs-interests";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocDiscard").title };

export default async function DescartePage() {
  const { process, result } = await requireStudentResult(href("vocDiscard"));
  return (
    <SectionPage
      title="Descartar carreras"
      intro="Quita las carreras que no van contigo, diciendo por qué. La siguiente mejor ocupa su lugar."
      wide
    >
      {result.ready ? <SuggestionList processId={process.id} suggestions={result.suggestions} /> : <NeedsInterests />}
      {result.discarded.length ? (
        <section aria-labelledby="descartadas" className="flex flex-col gap-2">
          <h2 id="descartadas" className="text-lg font-semibold">
            Descartadas
          </h2>
          <ul className="flex flex-col gap-2">
            {result.discarded.map((d) => (
              <li key={d.careerId} className="flex flex-wrap items-center gap-3">
                <span>
                  {d.name} <span className="text-sm text-fg-muted">({d.reason.toLowerCase()})</span>
                </span>
                <RestoreButton processId={process.id} careerId={d.careerId} careerName={d.name} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link href={href("vocEvaluate")} className="font-medium text-primary-700 underline">
        Seguir: calificar carreras
      </Link>
    </SectionPage>
  );
}
