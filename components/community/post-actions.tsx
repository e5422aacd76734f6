"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { acceptAnswer, reportPost, setVote } from "@/lib/api/community";
import { toApiError } from "@/lib/api/errors";
import { href } from "@/lib/config/route-paths";
import { reportReasonLabels, reportReasons } from "@/lib/contracts/community";

/** «Me sirvió (3)»: a toggle (aria-pressed); a visitor is sent to sign in and back. */
export function VoteButton({
  questionId,
  answerId,
  votes,
  voted,
  canVote,
  loggedIn,
  returnTo,
}: {
  questionId: number;
  answerId?: number;
  votes: number;
  voted: boolean;
  canVote: boolean;
  loggedIn: boolean;
  returnTo: string;
}) {
  const [state, setState] = useState({ votes, voted });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = `Me sirvió (${state.votes})`;
  if (!loggedIn)
    return (
      <Link href={href("entrar", { redirect: returnTo })} className={buttonClasses({ variant: "outline", size: "sm" })}>
        {label}
      </Link>
    );
  if (!canVote) return <span className="text-sm text-neutral-700">{label}</span>;
  return (
    <span className="flex flex-col gap-1">
      <Button
        variant={state.voted ? "secondary" : "outline"}
        size="sm"
        aria-pressed={state.voted}
        loading={busy}
        loadingText={label}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            setState(await setVote(questionId, answerId, !state.voted));
          } catch (e) {
            setError(toApiError(e).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        {label}
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-danger-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** «Reportar»: why, in one tap; the post goes to the moderators (three reports hide it at once). */
export function ReportButton({
  kind,
  id,
  loggedIn,
  returnTo,
}: {
  kind: "question" | "answer";
  id: number;
  loggedIn: boolean;
  returnTo: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof reportReasons)[number] | "">("");
  const [status, setStatus] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!loggedIn)
    return (
      <Link href={href("entrar", { redirect: returnTo })} className="text-sm font-semibold text-neutral-700 underline">
        Reportar
      </Link>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setStatus(null);
      }}
      title={kind === "question" ? "Reportar esta pregunta" : "Reportar esta respuesta"}
      description="Lo revisa el equipo de Rumbo. Nadie más sabe que lo reportaste."
      trigger={
        <button type="button" className="min-h-11 text-sm font-semibold text-neutral-700 underline hover:text-danger-700">
          Reportar
        </button>
      }
    >
      {status?.kind === "success" ? (
        <div className="flex flex-col gap-4">
          <Alert variant="success" autoHideMs={0}>
            {status.text}
          </Alert>
          <Button variant="outline" className="self-start" onClick={() => setOpen(false)}>
            Cerrar
          </Button>
        </div>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!reason) {
              setStatus({ kind: "error", text: "Elige un motivo." });
              return;
            }
            setBusy(true);
            try {
              await reportPost({ kind, id, reason });
              setStatus({ kind: "success", text: "Gracias por avisarnos. Lo revisaremos pronto." });
            } catch (e) {
              setStatus({ kind: "error", text: toApiError(e).message });
            } finally {
              setBusy(false);
            }
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-fg">Motivo</legend>
            {reportReasons.map((r) => (
              <label key={r} className="flex min-h-11 items-center gap-3 rounded-control border border-border px-3">
                <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="size-4" />
                {reportReasonLabels[r]}
              </label>
            ))}
          </fieldset>
          {status?.kind === "error" ? (
            <Alert variant="error" autoHideMs={0}>
              {status.text}
            </Alert>
          ) : null}
          <Button type="submit" variant="danger" loading={busy} loadingText="Enviando…" className="self-start">
            Enviar reporte
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/** Marks (or unmarks) the accepted answer: only the asker sees it. */
export function AcceptButton({ questionId, answerId, accepted }: { questionId: number; answerId: number; accepted: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="flex flex-col gap-1">
      <Button
        variant="outline"
        size="sm"
        loading={busy}
        loadingText="Guardando…"
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await acceptAnswer(questionId, answerId);
            router.refresh();
          } catch (e) {
            setError(toApiError(e).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        {accepted ? "Quitar como respuesta aceptada" : "Marcar como respuesta aceptada"}
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-danger-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
