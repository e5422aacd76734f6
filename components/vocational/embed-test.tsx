"use client";

import { useEffect, useState } from "react";
import { InterestsTest } from "./interests-test";
import { LikertRunner, type RunnerItem, type RunnerOption } from "./likert-runner";

type Props = {
  kind: "interests" | "personality";
  /** Set when the page has an id; otherwise one is made and kept in this browser. */
  referenceId?: string;
  title: string;
  prompt: string;
  options: readonly RunnerOption[];
  items: RunnerItem[];
  quickIds?: string[];
  initialAnswers?: Record<string, unknown>;
  initialPosition?: number | null;
};

const storageKey = (kind: string) => `rumbo_embed_${kind}`;

/** The short test of an embeddable widget, without an account: answers go to a reference id. */
export function EmbedTest({
  kind,
  referenceId,
  title,
  prompt,
  options,
  items,
  quickIds,
  initialAnswers = {},
  initialPosition = null,
}: Props) {
  const [id, setId] = useState<string | null>(referenceId ?? null);
  useEffect(() => {
    if (referenceId) return;
    let stored = localStorage.getItem(storageKey(kind));
    if (!stored) {
      stored = crypto.randomUUID();
      localStorage.setItem(storageKey(kind), stored);
    }
    setId(stored);
  }, [kind, referenceId]);
  if (!id) return <p className="p-4 text-fg-muted">Cargando el test…</p>;
  const target = { kind: "reference" as const, id };
  const done = { href: `/embed/${kind}/${id}`, label: "Ver mi perfil" };
  if (kind === "interests") {
    return (
      <InterestsTest
        target={target}
        title={title}
        prompt={prompt}
        options={options}
        fullItems={items}
        quickIds={quickIds ?? []}
        initialMode="quick"
        initialAnswers={initialAnswers}
        initialPosition={initialPosition}
        done={done}
        minutes={{ quick: 4, full: 7 }}
      />
    );
  }
  return (
    <LikertRunner
      target={target}
      section="personality"
      title={title}
      prompt={prompt}
      options={options}
      items={items}
      initialAnswers={initialAnswers}
      initialPosition={initialPosition}
      done={done}
    />
  );
}
