import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ResultPodiumIllustration } from "@/components/illustrations/result-podium";
import { buttonClasses } from "@/components/ui/button";
import { FinishButton } from "@/components/vocational/finish-button";
import { NpsForm } from "@/components/vocational/nps-form";
import { ResultProfiles } from "@/components/vocational/result-profiles";
import { ShareControls } from "@/components/vocational/share-controls";
import { SuggestionList } from "@/components/vocational/suggestion-list";
import { reportPdfUrl } from "@/lib/api/vocational";
import { requireStudentResult } from "@/lib/server/vocational/page-context";

export const metadata: Metadata = { title: "Tu resultado · Orientación vocacional" };

export default async function ResultadoPage() {
  const { user, process, result } = await requireStudentResult("/orientacion-vocacional/resultado-proceso-vocacional");
  if (!result.ready) redirect("/orientacion-vocacional/InfoIncompletaResultado");
  const nps = process.sections.nps.answers;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-2">
        <Link href="/orientacion-vocacional" className="text-sm font-medium text-primary-700 underline">
          ← Mapa de tu orientación vocacional
        </Link>
        <div className="flex items-center gap-3">
          <ResultPodiumIllustration width={96} height={80} className="shrink-0 sm:h-[100px] sm:w-[120px]" />
          <h1 className="text-2xl font-bold text-fg sm:text-3xl">{user.name ? `${user.name.split(" ")[0]}, este es tu resultado` : "Tu resultado"}</h1>
        </div>
        <p className="text-fg-muted">
          Tus respuestas muestran a qué te pareces; no deciden por ti. Úsalas para explorar y conversar con tu familia.{" "}
          <Link href="/orientacion-vocacional/metodologia" className="font-medium text-primary-700 underline">
            Cómo calculamos esto
          </Link>
        </p>
      </header>

      {result.recommended.length ? (
        <div className="rounded-card border border-primary-200 bg-primary-50 p-4 text-primary-900">
          <p className="font-semibold">Tu resultado puede ser más preciso.</p>
          <p>
            Completa:{" "}
            {result.recommended.map((r, i) => (
              <span key={r.key}>
                {i ? ", " : ""}
                <Link href={r.path ?? "/orientacion-vocacional"} className="font-medium underline">
                  {r.title.toLowerCase()}
                </Link>
              </span>
            ))}
            .
          </p>
        </div>
      ) : null}

      <ResultProfiles result={result} />

      <section aria-labelledby="carreras-title" className="flex flex-col gap-3">
        <h2 id="carreras-title" className="text-xl font-bold">
          Carreras que encajan contigo
        </h2>
        <p className="text-fg-muted">Ordenadas por afinidad. Si una no va contigo, descártala: entra la siguiente.</p>
        <SuggestionList processId={process.id} suggestions={result.suggestions} />
        {result.discarded.length ? (
          <p className="text-sm text-fg-muted">
            Descartaste: {result.discarded.map((d) => d.name).join(", ")}.{" "}
            <Link href="/orientacion-vocacional/descarte-carreras" className="underline">
              Revisar descartes
            </Link>
          </p>
        ) : null}
      </section>

      <div className="flex flex-wrap gap-3">
        <a href={reportPdfUrl(process.id)} download className={buttonClasses({ variant: "accent" })}>
          Descargar informe PDF
        </a>
        <Link href="/orientacion-vocacional/momento-decidir" className={buttonClasses({ variant: "outline" })}>
          Ir al momento de decidir
        </Link>
        <FinishButton processId={process.id} finished={Boolean(process.completedAt)} />
      </div>

      <ShareControls processId={process.id} initialEnabled={process.shareEnabled} initialSlug={process.slug} />
      <NpsForm processId={process.id} initialScore={typeof nps.score === "number" ? nps.score : null} initialComment={typeof nps.comment === "string" ? nps.comment : ""} />
    </div>
  );
}
