import Link from "next/link";
import { InstitutionLogo } from "@/components/catalogue/institution-logo";
import { href } from "@/lib/config/route-paths";
import type { Stand } from "@/lib/contracts/fair";

/** An institution's stand at the fair: who they are, what they offer and their talks. */
export function StandCard({ stand, headingLevel = 3, linkTarget }: { stand: Stand; headingLevel?: 2 | 3; linkTarget?: "_blank" }) {
  const Heading = `h${headingLevel}` as const;
  const i = stand.institution;
  const external = linkTarget ? { target: linkTarget, rel: "noopener" } : {};
  return (
    <article
      id={`stand-${i.slug}`}
      aria-labelledby={`stand-${i.slug}-titulo`}
      className="flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-card"
    >
      <div className="flex items-center gap-3">
        <InstitutionLogo name={i.name} shortName={i.shortName} size={48} />
        <div className="min-w-0">
          <Heading id={`stand-${i.slug}-titulo`} className="font-bold text-fg text-balance">
            {i.name}
          </Heading>
          <p className="text-sm text-fg-muted">
            {i.kind === "universidad" ? "Universidad" : "Instituto"}
            {i.region ? ` · ${i.region}` : ""}
          </p>
        </div>
      </div>
      <p className="font-semibold text-primary-800">{stand.headline}</p>
      {stand.description ? <p className="text-sm text-fg">{stand.description}</p> : null}
      {stand.highlights.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-fg">
          {stand.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
      {stand.conferences.length ? (
        <div className="text-sm">
          <p className="font-semibold text-fg">Sus charlas en la feria</p>
          <ul className="mt-1 space-y-1 text-fg-muted">
            {stand.conferences.map((c) => (
              <li key={c.id}>
                {c.startDate}, {c.startTime}:{" "}
                <Link
                  href={`${href("dondeEstudiar")}?conference_id=${c.id}#expo`}
                  className="text-primary-700 underline hover:text-primary-900"
                  {...external}
                >
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-1 text-sm font-semibold">
        <Link
          href={href("institution", { institutionSlug: i.slug })}
          className="text-primary-700 underline hover:text-primary-900"
          {...external}
        >
          Ver carreras y costos<span className="sr-only"> de {i.name}</span>
        </Link>
      </div>
    </article>
  );
}
