"use client";

import { useState } from "react";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { describeTapError } from "@/lib/client/tap-error";
import { track } from "@/lib/api/metrics";
import { href } from "@/lib/config/route-paths";
import type { SuggestionVerdict } from "@/lib/contracts/metrics";
import { DiscardButton } from "./discard-button";

/** The API client (axios) is loaded on the first press, not with the result page. */
const loadApi = () => import("@/lib/api/shortlist");

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

/**
 * The one pair of actions under a suggestion of her own result: «Me interesa» puts the career on
 * her list (kept in the database: after a reload it still says so) and «No es para mí» discards it
 * with a reason (DiscardButton).
 */
export function SuggestionFeedback({
  context,
  careerId,
  careerName,
  processId,
  inList,
}: {
  context: FeedbackContext;
  careerId: number;
  careerName: string;
  processId: string;
  /** Already on her list (read with the page). */
  inList: boolean;
}) {
  const [listed, setListed] = useState(inList);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function interested() {
    setBusy(true);
    setError(null);
    try {
      const api = await loadApi();
      await api.addToShortlist({ kind: "career", careerId, source: "result" });
      trackSuggestionFeedback(context, "interested");
      setListed(true);
    } catch (e) {
      setError((await describeTapError(e)).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`¿Qué te parece ${careerName}?`}>
        {listed ? (
          <p className="text-sm text-fg" role="status">
            ★ {careerName} te interesa: está en{" "}
            <Link href={href("cuentaLista")} className="font-medium text-primary-700 underline">
              tu lista
            </Link>
            .
          </p>
        ) : (
          <Button size="sm" variant="outline" loading={busy} onClick={() => void interested()}>
            Me interesa<span className="sr-only"> {careerName}</span>
          </Button>
        )}
        <DiscardButton processId={processId} careerId={careerId} careerName={careerName} feedback={context} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
