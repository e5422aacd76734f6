import type { LikertInstrument } from "@/lib/content/vocational/types";
import type { SectionKey } from "@/lib/content/vocational/sections";
import type { ProcessDto, TestMode } from "@/lib/contracts/vocational";
import { LikertRunner } from "./likert-runner";

/** A rated instrument for a logged-in student: the items without their scoring keys. */
export function LikertPage({
  process,
  section,
  instrument,
  items,
  mode,
  done,
}: {
  process: ProcessDto;
  section: SectionKey;
  instrument: LikertInstrument;
  items?: LikertInstrument["items"];
  mode?: TestMode;
  done: { href: string; label: string };
}) {
  const state = process.sections[section];
  return (
    <LikertRunner
      target={{ kind: "process", id: process.id }}
      section={section}
      title={instrument.title}
      prompt={instrument.prompt}
      options={instrument.options}
      items={(items ?? instrument.items).map(({ id, text }) => ({ id, text }))}
      initialAnswers={state.answers}
      initialPosition={state.position}
      mode={mode}
      done={done}
    />
  );
}
