"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { createParentCode, parentCodeWhatsappHref, removeLinkedParent } from "@/lib/api/family";
import { apiErrorMessage } from "@/lib/api/errors";
import type { LinkedParent, ParentCodeResult, PendingParentCode } from "@/lib/contracts/family";
import { formatLimaDate } from "@/lib/format/dates";

/**
 * /cuenta: the student creates a one-time code for a parent (shared by WhatsApp or copied) and
 * sees and removes the parents already linked. A code created earlier and still valid comes from
 * the server (`initialPending`): its dates only, since only its hash is kept; a new code replaces it.
 */
export function ParentAccess({
  initialParents,
  initialPending = null,
}: {
  initialParents: LinkedParent[];
  initialPending?: PendingParentCode | null;
}) {
  const [code, setCode] = useState<ParentCodeResult | null>(null);
  const [parents, setParents] = useState(initialParents);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ variant: "success" | "error"; text: string; key: number } | null>(null);

  async function newCode() {
    setBusy("code");
    setNotice(null);
    try {
      setCode(await createParentCode());
    } catch (error) {
      setNotice({ variant: "error", text: apiErrorMessage(error), key: Date.now() });
    } finally {
      setBusy(null);
    }
  }

  async function copy() {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.code);
      setNotice({ variant: "success", text: "Código copiado.", key: Date.now() });
    } catch {
      setNotice({ variant: "error", text: "No pudimos copiarlo: selecciónalo y cópialo a mano.", key: Date.now() });
    }
  }

  async function remove(parent: LinkedParent) {
    setBusy(parent.id);
    setNotice(null);
    try {
      await removeLinkedParent(parent.id);
      setParents((list) => list.filter((p) => p.id !== parent.id));
      setNotice({ variant: "success", text: `${parent.name} ya no ve tu avance.`, key: Date.now() });
    } catch (error) {
      setNotice({ variant: "error", text: apiErrorMessage(error), key: Date.now() });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-neutral-700">
        Con un código, tu mamá, papá o apoderado crea su cuenta de «Padre o Madre», lo escribe en su «Panel de tu familia» y ve tu avance,
        tu resultado y dónde estudiar tus carreras con sus costos. El código sirve una sola vez y vence en 7 días.
      </p>
      {!code && initialPending ? (
        <div className="flex flex-col gap-1 rounded-card border border-border bg-bg p-4" data-testid="parent-code-pending">
          <p className="font-semibold text-fg">
            Tienes un código activo: lo creaste el {formatLimaDate(initialPending.createdAt, "dayMonth")} y vale hasta el{" "}
            {formatLimaDate(initialPending.expiresAt, "dayMonth")}.
          </p>
          <p className="text-sm text-neutral-700">
            Por seguridad no guardamos el código, solo una huella para reconocerlo, así que no podemos volver a mostrártelo. Si ya lo
            enviaste, tu familia puede usarlo; si lo perdiste, crea uno nuevo: el anterior deja de servir.
          </p>
        </div>
      ) : null}
      {code ? (
        <div className="flex flex-col gap-3 rounded-card border border-primary-200 bg-primary-50 p-4">
          <p className="text-sm text-primary-900">
            Tu código (vence el {formatLimaDate(code.expiresAt, "dayMonth")}). Envíalo ahora: al recargar la página ya no se muestra.
          </p>
          <p className="font-mono text-2xl font-bold tracking-widest text-fg" data-testid="parent-code">
            {code.code}
          </p>
          <div className="flex flex-wrap gap-2">
            <a
              href={parentCodeWhatsappHref(code.code, window.location.origin)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: "accent" })}
            >
              Enviar por WhatsApp
            </a>
            <Button type="button" variant="outline" onClick={copy}>
              Copiar código
            </Button>
          </div>
        </div>
      ) : null}
      <Button
        type="button"
        variant={code ? "ghost" : "primary"}
        loading={busy === "code"}
        loadingText="Creando el código…"
        onClick={newCode}
        className="self-start"
      >
        {code || initialPending ? "Crear un código nuevo" : "Crear código para mi familia"}
      </Button>
      {notice ? (
        <Alert key={notice.key} variant={notice.variant}>
          {notice.text}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-fg">Quién ve tu avance</h3>
        {parents.length ? (
          <ul className="flex flex-col gap-2">
            {parents.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-border px-3 py-2">
                <span>
                  {p.name} {p.surname} <span className="text-sm text-neutral-700">· desde el {formatLimaDate(p.linkedAt, "dayMonth")}</span>
                </span>
                <Button type="button" variant="ghost" size="sm" loading={busy === p.id} loadingText="Quitando…" onClick={() => remove(p)}>
                  Quitar<span className="sr-only"> a {p.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-neutral-700">Nadie de tu familia está vinculado todavía.</p>
        )}
      </div>
    </div>
  );
}
