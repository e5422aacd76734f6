import { Section } from "./section";

/** Questions and answers as native disclosure widgets (keyboard and screen reader friendly, no JS). */
export function Faq({
  id = "preguntas",
  title = "Preguntas frecuentes",
  items,
}: {
  id?: string;
  title?: string;
  items: Array<{ question: string; answer: string }>;
}) {
  return (
    <Section id={id} title={title}>
      <div className="divide-y divide-border rounded-card border border-border bg-surface">
        {items.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="flex min-h-11 items-center justify-between gap-3 font-semibold text-fg">
              {item.question}
              <span aria-hidden="true" className="text-primary-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-2 text-neutral-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
