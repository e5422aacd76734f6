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
export function StudentResultView({ result, who, idPrefix }: { result: ResultDto | null; who: string; idPrefix: string }) {
  if (!result) {
    return <p className="rounded-card border border-border bg-surface p-4 text-fg-muted">{who} aún no tiene resultado: lo tendrá al completar sus intereses profesionales (el test rápido toma unos 5 minutos).</p>;
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
      <ResultProfiles result={result} />
      <section aria-labelledby={`${idPrefix}-carreras`} className="flex flex-col gap-3">
        <h2 id={`${idPrefix}-carreras`} className="text-lg font-bold text-fg">
          {undifferentiated ? "Carreras para empezar a explorar" : "Carreras que encajan"}
        </h2>
        <SuggestionList suggestions={result.suggestions} discard={false} capped={undifferentiated} />
      </section>
    </div>
  );
}
