import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** A page's opening block: one h1, a short text and the calls to action. */
/**
 * The first band of a page. `illustration` (a decorative inline SVG from components/illustrations)
 * fills the right half on a desktop and sits under the buttons, smaller, on a phone.
 */
export function PageHero({
  eyebrow,
  title,
  text,
  children,
  className,
  illustration,
}: {
  eyebrow?: string;
  title: ReactNode;
  text: ReactNode;
  children?: ReactNode;
  className?: string;
  illustration?: ReactNode;
}) {
  return (
    <section className={cn("overflow-hidden bg-primary-50", className)}>
      <div
        className={cn(
          "mx-auto max-w-6xl px-4 pt-10 pb-12 sm:pt-16 sm:pb-20",
          Boolean(illustration) && "grid items-center gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10",
        )}
      >
        <div>
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-fg sm:text-5xl">{title}</h1>
          <div className="mt-4 max-w-2xl text-lg text-neutral-700">{text}</div>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {illustration ? (
          <div className="mx-auto w-full max-w-[18rem] sm:max-w-sm lg:max-w-none [&>svg]:h-auto [&>svg]:w-full">{illustration}</div>
        ) : null}
      </div>
    </section>
  );
}

/** A titled block of a page, with its h2 labelling the region. */
export function Section({
  id,
  title,
  intro,
  children,
  tone = "plain",
  className,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "plain" | "muted" | "brand";
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        "defer-render scroll-mt-20 py-12 sm:py-16",
        tone === "muted" && "bg-neutral-50",
        tone === "brand" && "bg-primary-800 text-white",
        className,
      )}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${id}-title`} className={cn("text-2xl font-bold text-balance sm:text-3xl", tone === "brand" ? "text-white" : "text-fg")}>
          {title}
        </h2>
        {intro ? <div className={cn("mt-2 max-w-3xl", tone === "brand" ? "text-primary-50" : "text-neutral-700")}>{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** A grid of short titled texts (benefits, steps). `numbered` shows "Paso n". */
export function FeatureGrid({
  items,
  numbered = false,
  columns = 3,
}: {
  items: Array<{ title: string; text: string }>;
  numbered?: boolean;
  columns?: 2 | 3 | 4;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={cn("grid gap-4 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", columns === 4 && "lg:grid-cols-4")}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-card border border-border bg-surface p-5 shadow-card">
          {numbered ? <p className="text-sm font-semibold text-primary-700">Paso {index + 1}</p> : null}
          <h3 className="text-lg font-semibold text-fg">{item.title}</h3>
          <p className="mt-1 text-neutral-700">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
