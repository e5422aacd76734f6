"use client";

import { useEffect } from "react";
import { InterestsIntro, InterestsTest } from "./interests-test";
import { loadInterestsParts } from "./interests-loader";
import { LoadStatus } from "./load-status";
import { useCurrentProcess } from "./use-current-process";

/*
 * The interests section's shell, in a module of its own: the other sections' module
 * (test-sections.tsx) brings the statements' runner with it, which this page's first screen (the
 * choice of mode) does not need.
 */

type InterestsProps = Omit<
  Parameters<typeof InterestsTest>[0],
  "target" | "initialMode" | "initialAnswers" | "initialPosition" | "savedSections"
> & {
  path: string;
};

/** The interests test: the choice of mode (or her items) once her process is here, since her mode decides the items. */
export function InterestsSection({ path, ...props }: InterestsProps) {
  const state = useCurrentProcess(path);
  // The test's parts load alongside her process (a resumed test needs both), in a task after the
  // hydration's (adding their script there lengthened it).
  useEffect(() => {
    const start = window.setTimeout(() => void loadInterestsParts(), 0);
    return () => window.clearTimeout(start);
  }, []);
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
      savedSections={state.process.sections}
    />
  );
}
