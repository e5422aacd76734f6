import type { ReactNode } from "react";
import type { FairSummary } from "@/lib/contracts/fair";
import { FairCountdown } from "./fair-countdown";

/** The fair header (spec §2 "Fair header shows a countdown"): name, dates and the countdown from data. */
export function FairHeader({
  fair,
  serverNow,
  headingLevel = 1,
  children,
}: {
  fair: FairSummary;
  serverNow: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="feria-titulo" className="bg-primary-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 sm:py-12">
        <p className="text-sm font-semibold tracking-wide text-primary-100 uppercase">Feria virtual · {fair.datesLabel}</p>
        <Heading id="feria-titulo" className="max-w-3xl text-3xl font-extrabold text-balance sm:text-4xl">
          {fair.name}
        </Heading>
        {fair.description ? <p className="max-w-2xl text-lg text-primary-50">{fair.description}</p> : null}
        <FairCountdown start={fair.startsAt} end={fair.endsAt} serverNow={serverNow} tone="light" />
        {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
