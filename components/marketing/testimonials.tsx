"use client";

// Static content as a client component without state: pages carry a reference (and the few props)
// in their RSC payload instead of the section's markup; the HTML is rendered on the server.
import type { Testimonial } from "@/lib/content/site/testimonials";
import { Section } from "./section";

/** Testimonials, labelled as illustrative (first names only). */
export function Testimonials({
  id = "testimonios",
  title,
  items,
  tone = "plain",
  phoneLimit,
}: {
  id?: string;
  title: string;
  items: Testimonial[];
  tone?: "plain" | "muted";
  /** On a phone, only the first ones (the home page keeps it short). */
  phoneLimit?: number;
}) {
  return (
    <Section
      id={id}
      tone={tone}
      title={title}
      intro={<p className="text-sm">Testimonios ilustrativos, basados en comentarios que recibimos; usamos solo nombres de pila.</p>}
    >
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map((t, i) => (
          <li key={t.name} className={phoneLimit !== undefined && i >= phoneLimit ? "hidden md:block" : undefined}>
            <figure className="flex h-full flex-col rounded-card border border-border bg-surface p-5 shadow-card">
              <blockquote className="flex-1 text-neutral-800">“{t.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-fg">{t.name}</span>
                <span className="text-neutral-700"> · {t.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
