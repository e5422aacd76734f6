import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { buttonClasses } from "@/components/ui/button";
import { SectionPage } from "@/components/vocational/section-page";
import { requireStudentResult } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocIncompleteResult").title };

export default async function InfoIncompletaPage() {
  const { process, result } = await requireStudentResult(href("vocIncompleteResult"));
  if (result.ready) redirect(href("vocResult"));
  return (
    <SectionPage title="Te falta poco para tu resultado">
      <p className="text-fg">Para sugerirte carreras necesitamos que completes:</p>
      <ul className="flex flex-col gap-3">
        {result.missing.map((m) => {
          const s = process.sections[m.key];
          return (
            <li key={m.key} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card">
              <span className="font-semibold">{m.title}</span>
              <span className="text-sm text-fg-muted">
                Llevas {s.answered} de {s.total} respuestas.
              </span>
              <Link href={m.path ?? href("orientacionVocacional")} className={buttonClasses({ className: "self-start" })}>
                {s.answered ? "Continuar" : "Empezar"}
                <span className="sr-only"> {m.title.toLowerCase()}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {result.recommended.length ? (
        <p className="text-sm text-fg-muted">
          Luego, para un resultado más completo: {result.recommended.map((r) => r.title.toLowerCase()).join(", ")}.
        </p>
      ) : null}
    </SectionPage>
  );
}
