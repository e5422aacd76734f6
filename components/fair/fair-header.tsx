import type { ReactNode } from "react";
import type { FairSummary } from "@/lib/contracts/fair";
import { FairCountdownPart } from "./fair-countdown-part";

/** The fair header: name, dates and the countdown from data. */
export function FairHeader({
  fair,
  serverNow,
  headingLevel = 1,
  children,
}: {
  fair: Pick<FairSummary, "name" | "description" | "datesLabel" | "startsAt" | "endsAt">;
  serverNow: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    // Styles: .fair-hero in styles/fair.css.
    <section aria-labelledby="feria-titulo" className="fair-hero">
      <div>
        <p>{`Feria virtual · ${fair.datesLabel}`}</p>
        <Heading id="feria-titulo">{fair.name}</Heading>
        {fair.description ? <p className="fair-hero-text">{fair.description}</p> : null}
        <FairCountdownPart start={fair.startsAt} end={fair.endsAt} serverNow={serverNow} tone="light" />
        {children ? <div className="fair-hero-actions">{children}</div> : null}
      </div>
    </section>
  );
}
