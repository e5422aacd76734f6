import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { ProgressBar } from "@/components/vocational/progress-bar";
import { countedSections, paidSectionKeys, sections } from "@/lib/content/vocational/sections";
import { requireStudentResult } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("orientacionVocacional").title };

const stages = [
  { id: "conocete", title: "1. Conócete", text: "Tus intereses, tu personalidad y tus fortalezas." },
  { id: "explora", title: "2. Explora", text: "Filtra, descarta y califica carreras; elige dónde estudiar." },
  { id: "decide", title: "3. Decide", text: "Escribe tu vocación y toma tu decisión." },
] as const;

const statusLabel = { not_started: "Sin empezar", in_progress: "En curso", completed: "Completada" } as const;
const statusClass = {
  not_started: "bg-neutral-100 text-neutral-800",
  in_progress: "bg-warning-50 text-warning-800",
  completed: "bg-success-50 text-success-800",
} as const;

export default async function OrientacionPage() {
  const { user, process, result } = await requireStudentResult(href("orientacionVocacional"));
  const visible = sections.filter((s) => s.stage);
  const completed = countedSections.filter((s) => process.sections[s.key].status === "completed").length;
  const interests = process.sections["professional-interest"];
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold text-fg">Hola{user.name ? `, ${user.name.split(" ")[0]}` : ""}: este es tu mapa vocacional</h1>
        <p className="text-fg-muted">Avanza a tu ritmo: cada respuesta se guarda al instante y puedes seguir desde cualquier equipo.</p>
        <ProgressBar value={completed} max={countedSections.length} label="Secciones completadas" />
        <p className="text-sm text-fg-muted">
          {completed} de {countedSections.length} secciones completadas (más el «Reto», incluido en los planes)
        </p>
        <div className="flex flex-wrap gap-3">
          {result.ready ? (
            <Link href={href("vocResult")} className={buttonClasses({ variant: "accent" })}>
              Ver mi resultado
            </Link>
          ) : (
            <Link href={href("vocInterests")} className={buttonClasses({ variant: "accent" })}>
              {interests.answered ? "Continuar mi test" : "Empezar mi test"}
            </Link>
          )}
          <Link href={href("vocMethodology")} className={buttonClasses({ variant: "ghost" })}>
            Cómo funciona
          </Link>
        </div>
      </header>

      {stages.map((stage) => (
        <section key={stage.id} aria-labelledby={`etapa-${stage.id}`} className="flex flex-col gap-3">
          <div>
            <h2 id={`etapa-${stage.id}`} className="text-xl font-bold">
              {stage.title}
            </h2>
            <p className="text-fg-muted">{stage.text}</p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {visible
              .filter((s) => s.stage === stage.id)
              .map((s) => {
                const state = process.sections[s.key];
                return (
                  <li key={s.key} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card">
                    <div className="flex items-start justify-between gap-2">
                      <Link
                        href={s.path ?? href("orientacionVocacional")}
                        className="font-semibold text-primary-800 underline-offset-2 hover:underline"
                      >
                        {s.title}
                      </Link>
                      <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[state.status]}`}>
                        {statusLabel[state.status]}
                      </span>
                    </div>
                    <p className="text-sm text-fg-muted">
                      {s.description}
                      {s.minutes ? ` · ${s.minutes} min` : ""}
                      {paidSectionKeys.includes(s.key) ? " · incluida en los planes" : ""}
                    </p>
                    {state.total > 1 ? (
                      <ProgressBar value={state.answered} max={state.total} label={`Progreso de ${s.title.toLowerCase()}`} />
                    ) : null}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}

      <section aria-labelledby="premios-title" className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card">
        <h2 id="premios-title" className="text-lg font-semibold">
          Tus premios
        </h2>
        {result.prizes.length ? (
          <ul className="flex flex-col gap-1">
            {result.prizes.map((p) => (
              <li key={p.id}>
                <span className="font-semibold">🏅 {p.title}:</span> {p.description}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-fg">No tienes premios acumulados</p>
        )}
        <p className="text-sm text-fg-muted">Ganas premios al completar secciones.</p>
      </section>
    </div>
  );
}
