"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { requestResultReview } from "@/lib/api/live";
import { toApiError } from "@/lib/api/errors";
import type { Review } from "@/lib/contracts/live";
import { formatLimaDate } from "@/lib/format/dates";

const statusText: Record<Review["status"], string> = {
  open: "En revisión: la orientadora la está preparando. Te avisaremos por correo.",
  done: "Lista",
  cancelled: "Cancelada",
};

/** Ask an advisor for a written review of one's result (members), and see how it is going. */
export function ReviewRequest({ initial }: { initial: Review[] }) {
  const id = useId();
  const [reviews, setReviews] = useState(initial);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = reviews.find((r) => r.status === "open");
  return (
    <div className="flex flex-col gap-3">
      {reviews.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Tus revisiones escritas">
          {reviews.map((r) => (
            <li key={r.id} className="rounded-card border border-border bg-surface p-3">
              <p className="font-semibold text-fg">
                Pedida el {formatLimaDate(r.createdAt, "dayMonth")}: <span data-testid="review-status">{statusText[r.status]}</span>
              </p>
              {r.note ? <p className="text-sm text-neutral-700">Tu mensaje: {r.note}</p> : null}
              {r.response ? <p className="mt-2 whitespace-pre-line text-neutral-800">{r.response}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? null : (
        <form
          className="flex flex-col gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            setError(null);
            try {
              const review = await requestResultReview({ note });
              setReviews((list) => [review, ...list]);
              setNote("");
            } catch (err) {
              const apiError = toApiError(err);
              setError(apiError.fieldErrors.note?.[0] ?? apiError.message);
            } finally {
              setBusy(false);
            }
          }}
        >
          <label htmlFor={id} className="font-semibold text-fg">
            ¿Qué quieres que revise? <span className="font-normal text-fg-muted">(opcional)</span>
          </label>
          <textarea
            id={id}
            value={note}
            maxLength={1000}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setNote(e.target.value)}
            className="rounded-control border border-border bg-surface px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-primary-600"
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" disabled={busy} className="self-start">
            {busy ? "Enviando…" : "Pedir revisión escrita"}
          </Button>
        </form>
      )}
    </div>
  );
}
