"use client";

import { answerQueue } from "./answer-queue";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiErrorMessage } from "@/lib/api/errors";
import { track } from "@/lib/api/metrics";

/** Section final: the student closes her process; it becomes her "last result". */
export function FinishButton({ processId, finished }: { processId: string; finished: boolean }) {
  const [done, setDone] = useState(finished);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (done) return <p className="font-medium text-success-800">Terminaste tu proceso vocacional. Puedes volver a él cuando quieras.</p>;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        loading={saving}
        onClick={async () => {
          setSaving(true);
          try {
            await answerQueue.saveNow(processId, { section: "final", answers: { done: true } });
            setDone(true);
            track("event", "test_finished");
          } catch (e) {
            setError(e instanceof Error ? e.message : apiErrorMessage(e));
          } finally {
            setSaving(false);
          }
        }}
      >
        Terminar mi proceso
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
