import type { Metadata } from "next";
import { InterestsSection } from "@/components/vocational/interests-section";
import { interestsInstrument, quickInterestItems } from "@/lib/content/vocational/interests";
import { minutesFor } from "@/lib/content/vocational/scoring";
import { durationSummary } from "@/lib/content/vocational/sections";
import { requireSectionVisitor } from "@/lib/server/vocational/section-shell";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocInterests").title };

/** A shell, the same for every student: her mode and answers arrive after hydration. */
export default async function InteresesProfesionalesPage() {
  await requireSectionVisitor(href("vocInterests"));
  return (
    <InterestsSection
      path={href("vocInterests")}
      title={interestsInstrument.title}
      prompt={interestsInstrument.prompt}
      options={interestsInstrument.options}
      fullItems={interestsInstrument.items.map(({ id, text }) => ({ id, text }))}
      quickIds={quickInterestItems.map((i) => i.id)}
      done={{ href: href("vocResult"), label: "Ver mi resultado" }}
      minutes={{ quick: durationSummary().quickMinutesExact, full: minutesFor(interestsInstrument.items.length) }}
    />
  );
}
