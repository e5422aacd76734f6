"use client";

import { answerQueue } from "./answer-queue";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiErrorMessage } from "@/lib/api/errors";

/** Brings a discarded career back into the ranking. */
export function RestoreButton({ processId, careerId, careerName }: { processId: string; careerId: number; careerName: string }) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={saving}
        aria-label={`Recuperar ${careerName}`}
        onClick={async () => {
          setSaving(true);
          try {
            await answerQueue.saveNow(processId, { section: "discard", answers: { [String(careerId)]: null } });
            router.refresh();
          } catch (e) {
            setError(e instanceof Error ? e.message : apiErrorMessage(e));
          } finally {
            setSaving(false);
          }
        }}
      >
        Recuperar
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-danger-700">
          {error}
        </span>
      ) : null}
    </>
  );
}
