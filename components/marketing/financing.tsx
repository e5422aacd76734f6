import { financingOptions } from "@/lib/content/site/families";
import { Section } from "./section";

/** Financing pointers for families: Beca 18, PRONABEC credit, bank credit, scaled fees. */
export function FinancingSection({ id = "financiamiento", tone = "muted" }: { id?: string; tone?: "plain" | "muted" }) {
  return (
    <Section
      id={id}
      tone={tone}
      title="Cómo financiar la carrera"
      intro={<p>Orientación, no asesoría financiera: las condiciones cambian cada año, así que cada opción indica dónde confirmarlas.</p>}
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {financingOptions.map((option) => (
          <li key={option.name} className="rounded-card border border-border bg-surface p-5">
            <h3 className="text-lg font-semibold text-fg">{option.name}</h3>
            <dl className="mt-2 space-y-2 text-sm">
              <div>
                <dt className="font-semibold text-fg">Para quién</dt>
                <dd className="text-neutral-700">{option.who}</dd>
              </div>
              <div>
                <dt className="font-semibold text-fg">Qué cubre</dt>
                <dd className="text-neutral-700">{option.covers}</dd>
              </div>
              <div>
                <dt className="font-semibold text-fg">Cómo se accede</dt>
                <dd className="text-neutral-700">{option.how}</dd>
              </div>
              <div>
                <dt className="font-semibold text-fg">Fuente oficial</dt>
                <dd className="text-neutral-700">{option.source}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}
