"use client";

import Link from "next/link";
import { useMemo } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { SectionKey } from "@/lib/content/vocational/sections";
import type { TestMode } from "@/lib/contracts/vocational";
import { InterestsIntro, InterestsTest } from "./interests-test";
import { LikertRunner, type RunnerItem, type RunnerOption } from "./likert-runner";
import { LoadStatus } from "./load-status";
import { savedQuickChoices } from "./quick-choice-steps";
import { useCurrentProcess } from "./use-current-process";

/**
 * The test's sections as shells (issue 26): the page's HTML carries the statements and options
 * only, the same for every student; her process arrives after hydration (useCurrentProcess).
 */

/** A rated section (personality, intelligences): she may answer while her saved answers load. */
export function LikertSection({
  path,
  section,
  title,
  prompt,
  options,
  items,
  mode,
  done,
}: {
  path: string;
  section: SectionKey;
  title: string;
  prompt: string;
  options: readonly RunnerOption[];
  items: RunnerItem[];
  mode?: TestMode;
  done: { href: string; label: string };
}) {
  const state = useCurrentProcess(path);
  const process = state.status === "ready" ? state.process : null;
  const id = process?.id;
  const target = useMemo(() => (id ? { kind: "process" as const, id } : null), [id]);
  const saved = process?.sections[section];
  return (
    <LikertRunner
      target={target}
      section={section}
      title={title}
      prompt={prompt}
      options={options}
      items={items}
      initialAnswers={saved?.answers ?? {}}
      initialPosition={saved?.position ?? null}
      mode={mode}
      done={done}
      status={<LoadStatus state={state} />}
    />
  );
}

type InterestsProps = Omit<
  Parameters<typeof InterestsTest>[0],
  "target" | "initialMode" | "initialAnswers" | "initialPosition" | "quickChoices"
> & {
  path: string;
};

/** The interests test: the choice of mode (or her items) once her process is here, since her mode decides the items. */
export function InterestsSection({ path, ...props }: InterestsProps) {
  const state = useCurrentProcess(path);
  if (state.status !== "ready") {
    return (
      <section
        aria-labelledby="modo-title"
        aria-busy={state.status === "loading"}
        className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6"
      >
        <h1 id="modo-title" className="text-2xl font-bold text-fg">
          {props.title}
        </h1>
        <InterestsIntro />
        <LoadStatus state={state} />
      </section>
    );
  }
  const saved = state.process.sections["professional-interest"];
  return (
    <InterestsTest
      {...props}
      target={{ kind: "process", id: state.process.id }}
      initialMode={saved.mode}
      initialAnswers={saved.answers}
      initialPosition={saved.position}
      quickChoices={savedQuickChoices(state.process.sections)}
    />
  );
}

/** The activities' introduction: «Empezar», or «Revisar mis actividades» once the section is complete. */
export function ActivitiesStart({ path, href }: { path: string; href: string }) {
  const state = useCurrentProcess(path);
  const done = state.status === "ready" && state.process.sections["activities-of-interest"].status === "completed";
  return (
    <>
      <LoadStatus state={state} />
      <Link href={href} className={buttonClasses({ size: "lg" })}>
        {done ? "Revisar mis actividades" : "Empezar"}
      </Link>
    </>
  );
}
