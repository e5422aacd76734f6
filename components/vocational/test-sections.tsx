"use client";

import Link from "@/components/ui/link";
import { useMemo } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { SectionKey } from "@/lib/content/vocational/sections";
import type { TestMode } from "@/lib/contracts/vocational";
import { LikertRunner, type RunnerItem, type RunnerOption } from "./likert-runner";
import { LoadStatus } from "./load-status";
import { useCurrentProcess } from "./use-current-process";

/**
 * The test's sections as shells: the page's HTML carries the statements and options
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
