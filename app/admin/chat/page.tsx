import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Suspense } from "react";
import { limaShort } from "@/components/admin/ops/page-bits";
import { AdminPageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { TableSkeleton } from "@/components/ui/skeleton";
import type { SessionUser } from "@/lib/contracts/session";
import { listFlaggedConversations } from "@/lib/server/admin/chat";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminChat").title };

async function Flagged({ user }: { user: SessionUser }) {
  const { items } = await listFlaggedConversations(user);
  if (!items.length) return <p className="text-fg-muted">No hay conversaciones marcadas como riesgo ni reportadas.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((c) => (
        <li key={c.id}>
          <Link
            href={href("adminChatConversation", { id: c.id })}
            className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4 hover:border-primary-700"
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-primary-700">
                Conversación {c.id}: {c.student} con {c.advisor}
              </span>
              {c.riskAt ? <Badge variant="danger">Riesgo</Badge> : null}
              {c.reports ? <Badge variant="warning">{c.reports === 1 ? "1 reporte" : `${c.reports} reportes`}</Badge> : null}
            </span>
            {c.riskNote ? <span className="text-sm text-neutral-800">Motivo de la especialista: {c.riskNote}</span> : null}
            <span className="text-xs text-fg-muted">
              {c.riskAt ? `Riesgo: ${limaShort(c.riskAt)} · ` : ""}
              {c.reportedAt ? `Reportada: ${limaShort(c.reportedAt)} · ` : ""}
              Último mensaje: {limaShort(c.lastMessageAt)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `/admin/chat`: only the conversations marked as a risk or reported; opening one is audited. */
export default async function AdminChatPage() {
  const user = await requireAdminPage(href("adminChat"));
  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title="Chat: conversaciones a revisar"
        description="Solo las que una especialista marcó como riesgo o alguien reportó. Abrir una queda registrado en el historial (quién y cuándo)."
      />
      <Suspense fallback={<TableSkeleton rows={4} columns={3} toolbar={false} label="Cargando las conversaciones…" />}>
        <Flagged user={user} />
      </Suspense>
    </div>
  );
}
