"use client";

import { useId, useState } from "react";
import type { SectionKey } from "@/lib/content/vocational/sections";
import { answerQueue } from "./answer-queue";

type Props = { processId: string; section: SectionKey; label: string; hint?: string; initial: string; anchor?: string; rows?: number };

const MAX = 1000;

/** A short written answer, saved as the student types (debounced by the queue). */
export function TextSection({ processId, section, label, hint, initial, anchor, rows = 3 }: Props) {
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <div id={anchor} className="flex scroll-mt-24 flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-fg">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={text}
        maxLength={MAX}
        rows={rows}
        onChange={(e) => {
          setText(e.target.value);
          answerQueue.save({ kind: "process", id: processId }, { section, answers: { text: e.target.value } });
        }}
        className="rounded-control border border-border bg-surface px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-primary-600"
      />
      <p className="text-right text-xs text-fg-muted">
        {text.length}/{MAX}
      </p>
    </div>
  );
}
