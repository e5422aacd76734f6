import type { AuditEntry } from "@/lib/contracts/admin";
import { auditFieldLabel, auditValue } from "./audit-labels";
import { formatLimaDate } from "@/lib/format/dates";

const actionLabel: Record<string, string> = {
  create: "Creó",
  update: "Editó",
  delete: "Borró",
  deactivate: "Desactivó",
  reactivate: "Reactivó",
  "grant-admin": "Hizo administrador",
  "revoke-admin": "Quitó el rol de administrador",
  create_code: "Creó un código",
  activate_code: "Activó un código",
  deactivate_code: "Desactivó un código",
  add_slot: "Añadió un horario",
  update_slot: "Editó un horario",
  delete_slot: "Quitó un horario",
  link_login: "Dio acceso",
  unlink_login: "Quitó el acceso",
  cancel: "Canceló",
  refund: "Marcó reembolsado",
  handle: "Marcó atendida",
  reopen: "Reabrió",
  invite: "Invitó",
  reinvite: "Invitó otra vez",
  "make-counsellor": "Hizo orientador de colegio",
  "remove-counsellor": "Quitó el rol de orientador",
};

/** The record's history: who changed what, when, before and after (newest first). */
export function AuditHistory({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="historial" className="flex flex-col gap-3">
      <h2 id="historial" className="text-lg font-bold text-fg">
        Historial de cambios
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-fg-muted">Nadie cambió este registro desde el back office todavía.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {entries.map((e) => {
            const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
            return (
              <li key={e.id} className="rounded-card border border-border bg-surface p-3 text-sm">
                <p>
                  <span className="font-semibold">{actionLabel[e.action] ?? e.action}</span> · {e.actorEmail} ·{" "}
                  <time dateTime={e.createdAt} className="whitespace-nowrap">
                    {formatLimaDate(e.createdAt, "mediumTime")}
                  </time>
                </p>
                {keys.length ? (
                  <dl className="mt-2 grid gap-1">
                    {keys.map((k) => (
                      <div key={k} className="grid gap-x-2 sm:grid-cols-[10rem_1fr]">
                        <dt className="font-medium text-fg-muted">{auditFieldLabel(e.entity, k)}</dt>
                        <dd className="min-w-0 break-words">
                          <span className="text-fg-muted line-through decoration-1">{auditValue(k, e.before?.[k])}</span> →{" "}
                          <span>{auditValue(k, e.after?.[k])}</span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
