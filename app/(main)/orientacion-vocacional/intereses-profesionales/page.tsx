import type { Metadata } from "next";
import { InterestsTest } from "@/components/vocational/interests-test";
import { interestsInstrument, quickInterestItems } from "@/lib/content/vocational/interests";
import { minutesFor } from "@/lib/content/vocational/scoring";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";

export const metadata: Metadata = { title: "Intereses profesionales · Orientación vocacional" };

export default async function InteresesProfesionalesPage() {
  const { process } = await requireStudentProcess("/orientacion-vocacional/intereses-profesionales");
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
      done={{ href: "/orientacion-vocacional/resultado-proceso-vocacional", label: "Ver mi resultado" }}
      minutes={{ quick: minutesFor(quickInterestItems.length), full: minutesFor(interestsInstrument.items.length) }}
    />
  );
}
