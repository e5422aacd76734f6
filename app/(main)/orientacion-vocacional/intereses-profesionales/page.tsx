import type { Metadata } from "next";
import { InterestsTest } from "@/components/vocational/interests-test";
import { interestsInstrument, quickInterestItems } from "@/lib/content/vocational/interests";
import { minutesFor } from "@/lib/content/vocational/scoring";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocInterests").title };

export default async function InteresesProfesionalesPage() {
  const { process } = await requireStudentProcess(href("vocInterests"));
  const state = process.sections["professional-interest"];
  return (
    <InterestsTest
      target={{ kind: "process", id: process.id }}
      title={interestsInstrument.title}
      prompt={interestsInstrument.prompt}
      options={interestsInstrument.options}
      fullItems={interestsInstrument.items.map(({ id, text }) => ({ id, text }))}
      quickIds={quickInterestItems.map((i) => i.id)}
      initialMode={state.mode}
      initialAnswers={state.answers}
      initialPosition={state.position}
      done={{ href: href("vocResult"), label: "Ver mi resultado" }}
      minutes={{ quick: minutesFor(quickInterestItems.length), full: minutesFor(interestsInstrument.items.length) }}
    />
  );
}
