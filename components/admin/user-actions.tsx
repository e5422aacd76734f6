"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { SchoolPicker } from "@/components/auth/school-fields";
import { Button } from "@/components/ui/button";
import { updateUser } from "@/lib/api/admin";
import { toApiError } from "@/lib/api/errors";
import type { AdminUser, AdminUserPatch } from "@/lib/contracts/admin-catalogue";
import type { SchoolOption } from "@/lib/contracts/school";
import { StatusMessage, type FormStatus } from "./form-parts";

/** Make or unmake admin, deactivate or reactivate (not on one's own account). */
export function UserActions({ user, self }: { user: AdminUser; self: boolean }) {
  const router = useRouter();
  const [status, setStatus] = useState<FormStatus>(null);
  const [busy, setBusy] = useState(false);
  const [school, setSchool] = useState<SchoolOption | null>(null);

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
      <div className="flex flex-col gap-2 border-t border-border pt-3">
        <h3 className="text-base font-bold text-fg">Orientador de colegio</h3>
        {user.role === "school" ? (
          <>
            <p className="text-sm text-fg-muted">
              Ve el panel de {user.schoolName ?? "su colegio"}: solo los estudiantes que aceptaron compartir su avance.
            </p>
            <Button
              variant="outline"
              className="self-start"
              disabled={busy}
              onClick={() =>
                send(
                  { counsellorSchoolId: null },
                  `¿Quitar a ${user.email} el rol de orientador? Dejará de ver el panel del colegio.`,
                  "Ya no es orientador de colegio.",
                )
              }
            >
              Quitar rol de orientador
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-fg-muted">
              La cuenta verá el panel del colegio elegido (solo estudiantes que aceptaron compartir) y dejará de ser una cuenta de
              estudiante o de familia.
            </p>
            <SchoolPicker school={school} onChange={setSchool} disabled={busy} />
            <Button
              variant="outline"
              className="self-start"
              disabled={busy || !school}
              onClick={() =>
                school &&
                send(
                  { counsellorSchoolId: school.id },
                  `¿Hacer a ${user.email} orientador de ${school.name}? Se cerrarán sus sesiones.`,
                  `Ahora es orientador de ${school.name}.`,
                )
              }
            >
              Hacer orientador de este colegio
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
