"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { updateUser } from "@/lib/api/admin";
import { toApiError } from "@/lib/api/errors";
import type { AdminUser, AdminUserPatch } from "@/lib/contracts/admin-catalogue";
import { StatusMessage, type FormStatus } from "./form-parts";

/** Make or unmake admin, deactivate or reactivate (not on one's own account). */
export function UserActions({ user, self }: { user: AdminUser; self: boolean }) {
  const router = useRouter();
  const [status, setStatus] = useState<FormStatus>(null);
  const [busy, setBusy] = useState(false);

  async function send(patch: AdminUserPatch, question: string, done: string) {
    if (!window.confirm(question)) return;
    setBusy(true);
    setStatus(null);
    try {
      await updateUser(user.id, patch);
      setStatus({ kind: "success", message: done });
      router.refresh();
    } catch (error) {
      const e = toApiError(error);
      setStatus({ kind: "error", message: Object.values(e.fieldErrors)[0]?.[0] ?? e.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <StatusMessage status={status} onHide={() => setStatus(null)} />
      {self ? <p className="text-sm text-fg-muted">Es tu cuenta: no puedes quitarte el rol de administrador ni desactivarla.</p> : null}
      <div className="flex flex-wrap gap-2">
        {user.isAdmin ? (
          <Button
            variant="outline"
            disabled={busy || self}
            onClick={() => send({ isAdmin: false }, `¿Quitar el rol de administrador a ${user.email}?`, "Ya no es administrador.")}
          >
            Quitar rol de administrador
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              send({ isAdmin: true }, `¿Hacer administrador a ${user.email}? Podrá cambiar todo el back office.`, "Ahora es administrador.")
            }
          >
            Hacer administrador
          </Button>
        )}
        {user.active ? (
          <Button
            variant="danger"
            disabled={busy || self}
            onClick={() =>
              send(
                { active: false },
                `¿Desactivar la cuenta de ${user.email}? Se cerrarán sus sesiones y no podrá entrar.`,
                "Cuenta desactivada: sus sesiones se cerraron.",
              )
            }
          >
            Desactivar cuenta
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => send({ active: true }, `¿Reactivar la cuenta de ${user.email}?`, "Cuenta reactivada: ya puede entrar.")}
          >
            Reactivar cuenta
          </Button>
        )}
      </div>
    </div>
  );
}
