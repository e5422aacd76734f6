import { ResultProfiles } from "@/components/vocational/result-profiles";
import { SuggestionList } from "@/components/vocational/suggestion-list";
import { describeCode } from "@/lib/content/vocational/interests";
import type { StudentProgress } from "@/lib/contracts/family";
import type { ResultDto } from "@/lib/contracts/vocational";

/** «7 de 17 secciones · terminó el test» — the progress in words (panels of counsellors and parents). */
export function progressText(p: StudentProgress): string {
  if (!p.started) return "Aún no empieza el test";
  return `${p.sectionsDone} de ${p.sectionsTotal} secciones · ${p.finished ? "terminó el test" : "test en curso"}`;
}

/**
 * A student's result as the student sees it (profiles and suggested careers with their figures),
 * read-only: for the counsellor's and the parent's panels.
 */
export function StudentResultView({
  result,
  who,
  idPrefix,
  collapsed = false,
}: {
  result: ResultDto | null;
  who: string;
  idPrefix: string;
  collapsed?: boolean;
}) {
  if (!result) {
    return (
      <p className="rounded-card border border-border bg-surface p-4 text-fg-muted">
        {who} aún no tiene resultado: lo tendrá al completar sus intereses profesionales (el test rápido toma unos 5 minutos).
      </p>
    );
  }
  const undifferentiated = result.differentiation?.undifferentiated === true;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-fg">
        {result.hollandCode ? (
          <>
            Intereses más fuertes: <strong>{describeCode(result.hollandCode)}</strong>.
          </>
        ) : (
          "Sus intereses salieron parejos (perfil poco diferenciado): las carreras de abajo son un punto de partida para explorar."
        )}
        {result.mode === "quick" ? " Resultado del test rápido." : ""}
      </p>
      {result.vocation ? <p className="text-lg text-fg">«{result.vocation}»</p> : null}
      {collapsed ? (
        <>
          {result.suggestions.length ? (
            <p className="text-fg">
              Sus primeras carreras sugeridas:{" "}
              <strong>
                {result.suggestions
                  .slice(0, 3)
                  .map((s) => s.name)
                  .join(", ")}
              </strong>
              .
            </p>
          ) : null}
          <details className="rounded-card border border-border bg-surface p-4">
            <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary-700">Ver su resultado completo</summary>
            <div className="mt-4">
              <FullResult result={result} idPrefix={idPrefix} undifferentiated={undifferentiated} />
            </div>
          </details>
        </>
      ) : (
        <FullResult result={result} idPrefix={idPrefix} undifferentiated={undifferentiated} />
      )}
    </div>
  );
}

function FullResult({ result, idPrefix, undifferentiated }: { result: ResultDto; idPrefix: string; undifferentiated: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <ResultProfiles result={result} reader="other" />
      <section aria-labelledby={`${idPrefix}-carreras`} className="flex flex-col gap-3">
        <h2 id={`${idPrefix}-carreras`} className="text-lg font-bold text-fg">
          {undifferentiated ? "Carreras para empezar a explorar" : "Carreras que encajan"}
        </h2>
        <SuggestionList suggestions={result.suggestions} discard={false} capped={undifferentiated} reader="other" />
      </section>
    </div>
  );
}
