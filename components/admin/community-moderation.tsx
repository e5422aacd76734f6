"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { AdminForm } from "@/components/admin/ops/form-kit";
import { ActionButton } from "@/components/admin/ops/form-kit";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SelectOption } from "@/components/ui/select";
import { adminCommunity } from "@/lib/api/admin-ops";
import { toApiError } from "@/lib/api/errors";
import { ambassadorInputSchema } from "@/lib/contracts/community";

/** A reason box that opens under its button (reject, suspend): the reason is required and goes to the author or the log. */
function ReasonAction({
  label,
  submitLabel,
  fieldLabel,
  variant = "outline",
  run,
}: {
  label: string;
  submitLabel: string;
  fieldLabel: string;
  variant?: "outline" | "danger";
  run: (reason: string) => Promise<unknown>;
}) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <Button type="button" size="sm" variant={variant} aria-expanded={false} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <form
      className="flex w-full flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (reason.trim().length < 5) {
          setError("Explica el motivo (al menos 5 caracteres).");
          return;
        }
        setBusy(true);
        setError(null);
        try {
          await run(reason.trim());
          setOpen(false);
          router.refresh();
        } catch (e) {
          setError(toApiError(e).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {fieldLabel}
      </label>
      <textarea
        id={id}
        rows={2}
        value={reason}
        maxLength={500}
        autoFocus
        onChange={(e) => setReason(e.target.value)}
        className="rounded-control border border-border-strong bg-surface px-3 py-2 text-base"
      />
      {error ? (
        <Alert variant="error" autoHideMs={0}>
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={variant === "danger" ? "danger" : "primary"} loading={busy} loadingText="Guardando…">
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** Approve, reject with a reason, and suspend the author: every action is audited on the server. */
export function ModerationActions({
  kind,
  id,
  authorId,
  authorSuspended,
}: {
  kind: "question" | "answer";
  id: number;
  authorId: string;
  authorSuspended: boolean;
}) {
  const path = kind === "question" ? "questions" : "answers";
  return (
    <div className="flex min-w-48 flex-wrap items-start gap-2">
      <ActionButton label="Aprobar" variant="primary" action={() => adminCommunity.approve(path, id)} />
      <ReasonAction
        label="Rechazar"
        fieldLabel="Motivo (lo recibe quien lo escribió)"
        submitLabel="Rechazar"
        run={(reason) => adminCommunity.reject(path, id, { reason })}
      />
      {authorSuspended ? (
        <ActionButton
          label="Reactivar cuenta"
          action={() => adminCommunity.suspend(authorId, { reason: "Reactivada por moderación", suspended: false })}
        />
      ) : (
        <ReasonAction
          label="Suspender cuenta"
          variant="danger"
          fieldLabel="Motivo de la suspensión (queda en el registro)"
          submitLabel="Suspender"
          run={(reason) => adminCommunity.suspend(authorId, { reason, suspended: true })}
        />
      )}
    </div>
  );
}

export function AmbassadorForm({ institutions, careers }: { institutions: SelectOption[]; careers: SelectOption[] }) {
  return (
    <AdminForm
      ariaLabel="Nuevo embajador"
      schema={ambassadorInputSchema}
      fields={[
        { name: "email", label: "Correo de su cuenta en Rumbo", type: "email", hint: "Primero debe registrarse con ese correo." },
        {
          name: "kind",
          label: "Es",
          type: "select",
          options: [
            { value: "estudiante", label: "Estudiante" },
            { value: "egresado", label: "Egresada o egresado" },
          ],
        },
        {
          name: "institutionId",
          label: "Institución",
          type: "select",
          options: [{ value: "", label: "Elige la institución" }, ...institutions],
        },
        { name: "careerId", label: "Carrera", type: "select", options: [{ value: "", label: "Sin carrera" }, ...careers] },
      ]}
      defaultValues={{ email: "", kind: "estudiante", institutionId: "" as unknown as number, careerId: "" }}
      submitLabel="Verificar como embajador"
      successText="Verificación guardada: le enviamos un correo."
      resetOnSuccess
      onSubmit={(v) => adminCommunity.createAmbassador(v)}
    />
  );
}

export function AmbassadorToggle({ id, active }: { id: number; active: boolean }) {
  return (
    <ActionButton
      label={active ? "Desactivar" : "Reactivar"}
      variant={active ? "danger" : "outline"}
      confirm={active ? "¿Desactivar este embajador? Sus respuestas se quedan; ya no podrá responder." : undefined}
      action={() => adminCommunity.setAmbassadorActive(id, !active)}
    />
  );
}
