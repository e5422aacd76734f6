"use client";

// Static content as a client component without state: pages carry a reference (and the few props)
// in their RSC payload instead of the section's markup; the HTML is rendered on the server.
import { freeSectionCount, quickMode, resultContents, testDuration, testSections } from "@/lib/content/site/test-overview";
import { Section } from "./section";

/**
 * How the test works: its sections, the time each takes and the quick mode. `compact` (the home
 * page) shows each part's title and minutes on a phone, two by row, and its text from `sm`.
 */
export function HowTestWorks({ id = "como-funciona", compact = false }: { id?: string; compact?: boolean }) {
  const total = testSections.reduce((sum, s) => sum + s.minutes, 0);
  return (
    <Section
      id={id}
      title="Cómo funciona el test"
      intro={
        <p>
          {freeSectionCount} secciones cortas en seis partes, desde el celular (el «Reto» de los planes, aparte). El test completo toma{" "}
          <strong>menos de {testDuration.fullMaxMinutes} minutos</strong> (unos {total} en promedio) y se guarda al terminar cada sección:
          puedes seguir otro día.
        </p>
      }
    >
      <ol className={compact ? "grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"}>
        {testSections.map((section, index) => (
          <li
            key={section.title}
            className={
              compact
                ? "rounded-card border border-border bg-surface p-3 shadow-card sm:p-5"
                : "rounded-card border border-border bg-surface p-5 shadow-card"
            }
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-primary-700">Parte {index + 1}</p>
              <p className="rounded-pill bg-neutral-100 px-2.5 py-0.5 text-xs font-semibold text-neutral-700">≈ {section.minutes} min</p>
            </div>
            <h3 className="mt-1 text-lg font-semibold text-fg">{section.title}</h3>
            <p className={compact ? "mt-1 hidden text-neutral-700 sm:block" : "mt-1 text-neutral-700"}>{section.text}</p>
            <p className={compact ? "mt-2 hidden text-xs text-neutral-600 sm:block" : "mt-2 text-xs text-neutral-600"}>
              Base: {section.basis}
            </p>
          </li>
        ))}
      </ol>
      <div className="mt-6 rounded-card border border-accent-200 bg-accent-50 p-5">
        <h3 className="font-semibold text-accent-800">
          {quickMode.title}: menos de {testDuration.quickMaxMinutes} minutos
        </h3>
        <p className="mt-1 text-accent-800">{quickMode.text}</p>
      </div>
    </Section>
  );
}

/** What a result contains. */
export function ResultContents({ id = "tu-resultado", tone = "muted" }: { id?: string; tone?: "plain" | "muted" }) {
  return (
    <Section
      id={id}
      tone={tone}
      title="Qué recibes al terminar"
      intro={<p>Un resultado que se explica, para decidir con argumentos y no al azar.</p>}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {resultContents.map((item) => (
          <li key={item.title} className="rounded-card border border-border bg-surface p-5">
            <h3 className="font-semibold text-fg">{item.title}</h3>
            <p className="mt-1 text-neutral-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
