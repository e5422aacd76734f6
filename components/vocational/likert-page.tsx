import type { LikertInstrument } from "@/lib/content/vocational/types";
import type { SectionKey } from "@/lib/content/vocational/sections";
import type { TestMode } from "@/lib/contracts/vocational";
import { LikertSection } from "./test-sections";

/**
 * A rated instrument for a logged-in student: the items without their scoring keys (they stay on
 * the server). A shell, the same for every student: her answers arrive after hydration.
 */
export function LikertPage({
  path,
  section,
  instrument,
  items,
  mode,
  done,
}: {
  path: string;
  section: SectionKey;
  instrument: LikertInstrument;
  items?: LikertInstrument["items"];
  mode?: TestMode;
  done: { href: string; label: string };
}) {
  return (
    <LikertSection
      path={path}
      section={section}
      title={instrument.title}
      prompt={instrument.prompt}
      options={instrument.options}
      items={(items ?? instrument.items).map(({ id, text }) => ({ id, text }))}
      mode={mode}
      done={done}
    />
  );
}
