"use client";

import Link from "@/components/ui/link";
import { chromePaths } from "@/components/layout/chrome-paths";
import { institutionPath } from "@/components/layout/client-paths";
import { useOptionalConferences } from "./conference-provider";
import { FairLogo } from "./fair-logo";
import { toStandTalk, type StandView } from "./talk";

/**
 * An institution's stand at the fair: who they are, what they offer and their talks. A client
 * component so that the page's flight payload carries the stand's data only, not its markup
 * (styles: `.stand-*` in styles/fair.css).
 */
export function StandCardView({
  stand: s,
  headingLevel = 3,
  linkTarget,
}: {
  stand: StandView;
  headingLevel?: 2 | 3;
  linkTarget?: "_blank";
}) {
  const Heading = `h${headingLevel}` as const;
  const external = linkTarget ? { target: linkTarget, rel: "noopener" } : {};
  // The heading's id is the stand's anchor (#stand-<slug>) and names the card.
  const titleId = `stand-${s.slug}`;
  const fair = useOptionalConferences();
  const talks = s.talks ?? fair?.conferences.filter((c) => c.institution?.slug === s.slug).map(toStandTalk) ?? [];
  return (
    <article aria-labelledby={titleId} className="stand-card">
      {/* Styles: .stand-card and its parts in styles/fair.css. */}
      <div>
        <FairLogo name={s.name} shortName={s.shortName} />
        <div>
          <Heading id={titleId}>{s.name}</Heading>
          <p>{s.meta}</p>
        </div>
      </div>
      <p className="stand-lead">{s.headline}</p>
      {s.description ? <p>{s.description}</p> : null}
      {s.highlights.length ? (
        <ul className="stand-highlights">
          {s.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
      {talks.length ? (
        <div className="stand-talks">
          <p>Sus charlas en la feria</p>
          <ul>
            {talks.map((c) => (
              <li key={c.id}>
                {`${c.when}: `}
                <Link href={`${chromePaths.dondeEstudiar}?conference_id=${c.id}#expo`} {...external}>
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="stand-foot">
        <Link href={institutionPath(s.slug)} {...external}>
          Ver carreras y costos<span className="sr-only">{` de ${s.name}`}</span>
        </Link>
      </div>
    </article>
  );
}
