"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { track } from "@/lib/api/metrics";
import { suggestionFeedbackReasons } from "@/lib/content/vocational/choices";
import type { SuggestionVerdict } from "@/lib/contracts/metrics";

/** Where a suggestion stood when the student judged it: what the field measure groups by. */
export type FeedbackContext = { career: string; rank: number; mode: string; rankingVersion: string };

/** Records the student's verdict on a suggestion (metrics event `suggestion_feedback`). */
export function trackSuggestionFeedback(context: FeedbackContext, verdict: SuggestionVerdict, reason?: string) {
  track("event", "suggestion_feedback", {
    career: context.career,
    rank: context.rank,
    mode: context.mode,
    ranking_version: context.rankingVersion,
    verdict,
    ...(reason ? { reason } : {}),
  });
}

/** «Me interesa» / «No es para mí» (with an optional reason) under one suggestion. */
export function SuggestionFeedback({ context, careerName }: { context: FeedbackContext; careerName: string }) {
  const [state, setState] = useState<"idle" | "interested" | "not_for_me" | "done">("idle");
  if (state === "interested" || state === "done")
    return (
      <p className="text-sm text-fg-muted" role="status">
        {state === "interested" ? `Anotado: ${careerName} te interesa.` : "Gracias, lo tendremos en cuenta."}
      </p>
    );
  if (state === "not_for_me")
    return (
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`Por qué ${careerName} no es para ti (opcional)`}>
        <span className="text-sm text-fg-muted">¿Por qué? (opcional)</span>
        {suggestionFeedbackReasons.map((r) => (
          <Button
            key={r.id}
            size="sm"
            variant="outline"
            onClick={() => {
              trackSuggestionFeedback(context, "not_for_me", r.id);
              setState("done");
            }}
          >
            {r.label}
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            trackSuggestionFeedback(context, "not_for_me");
            setState("done");
          }}
        >
          Prefiero no decir
        </Button>
      </div>
    );
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`¿Qué te parece ${careerName}?`}>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          trackSuggestionFeedback(context, "interested");
          setState("interested");
        }}
      >
        Me interesa<span className="sr-only"> {careerName}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={() => setState("not_for_me")}>
        No es para mí<span className="sr-only"> ({careerName})</span>
      </Button>
    </div>
  );
}
