"use client";

import { answerQueue } from "./answer-queue";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { apiErrorMessage } from "@/lib/api/errors";
import { discardReasons } from "@/lib/content/vocational/choices";
import { DiscardReasonField } from "./discard-reason-field";
import { trackSuggestionFeedback, type FeedbackContext } from "./suggestion-feedback";

/**
 * «No es para mí» on a suggested career: she picks one reason (the one list, discardReasons) and
 * confirms; the discard is kept in her test with its reason, the career leaves her list if it was
 * there (the server does it with the save), and the list reloads with the next best.
 */
export function DiscardButton({
  processId,
  careerId,
  careerName,
  feedback,
}: {
  processId: string;
  careerId: number;
  careerName: string;
  /** Where the suggestion stood: a discard counts as «not accepted» in the field measure. */
  feedback?: FeedbackContext;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState(discardReasons[0].id);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [, startTransition] = useTransition();

  async function discard() {
    setSaving(true);
    setError(null);
    try {
      await answerQueue.saveNow(processId, { section: "discard", answers: { [String(careerId)]: reason } });
      if (feedback) trackSuggestionFeedback(feedback, "not_for_me", reason);
      startTransition(() => router.refresh());
    } catch (e) {
      setError(e instanceof Error ? e.message : apiErrorMessage(e));
      setSaving(false);
    }
  }

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        No es para mí<span className="sr-only"> ({careerName})</span>
      </Button>
    );
  }
  return (
    <div className="flex w-full flex-wrap items-end gap-2 rounded-control bg-neutral-50 p-2">
      <DiscardReasonField careerName={careerName} reason={reason} onChange={setReason} />
      <Button size="sm" variant="danger" loading={saving} onClick={() => void discard()}>
        Confirmar descarte
      </Button>
      <Button size="sm" variant="outline" onClick={() => setOpen(false)} disabled={saving}>
        Cancelar
      </Button>
      <p className="w-full text-sm text-fg-muted">Sale de tus sugerencias y de tu lista; puedes revisarlo en «Descartar carreras».</p>
      {error ? (
        <p role="alert" className="w-full text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
