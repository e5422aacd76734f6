import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { limaShort } from "@/components/admin/ops/page-bits";
import { AdminPageHeader } from "@/components/admin/page-header";
import { AdminSection } from "@/components/admin/section";
import { chatConversationParamsSchema } from "@/lib/contracts/chat";
import { readFlaggedConversation } from "@/lib/server/admin/chat";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { AppError } from "@/lib/server/http/errors";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminChatConversation").title };

/**
 * `/admin/chat/{id}`: an admin reads a conversation marked as a risk or reported; the reading is
 * written to the audit log. Any other conversation is a 404. Read before anything streams.
 */
export default async function AdminChatConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = chatConversationParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const user = await requireAdminPage(href("adminChatConversation", { id: parsed.data.id }));
  const c = await readFlaggedConversation(user, parsed.data.id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader
        title={`Conversación ${c.id}: ${c.student} con ${c.advisor}`}
        back={{ href: href("adminChat"), label: "Conversaciones a revisar" }}
        description="Tu lectura quedó registrada en el historial."
      />
      {c.riskAt ? (
        <AdminSection id="riesgo" title="Marcada como riesgo">
          <p>
            {limaShort(c.riskAt)}: {c.riskNote}
          </p>
        </AdminSection>
      ) : null}
      {c.reports.length ? (
        <AdminSection id="reportes" title="Reportes">
          <ul className="flex flex-col gap-1">
            {c.reports.map((r) => (
              <li key={r.id}>
                {limaShort(r.createdAt)} · {r.by === "student" ? "el estudiante" : "la especialista"}
                {r.messageId ? ` (mensaje ${r.messageId})` : ""}: {r.reason || "sin motivo escrito"}
              </li>
            ))}
          </ul>
        </AdminSection>
      ) : null}
      <AdminSection id="mensajes" title="Mensajes">
        {c.messages.length ? (
          <ol className="flex flex-col gap-2">
            {c.messages.map((m) => (
              <li key={m.id} className="rounded-card border border-border bg-surface p-3">
                <p className="text-xs text-fg-muted">
                  {m.author.role === "student" ? `${m.author.name} (estudiante)` : `${m.author.name} (especialista)`} ·{" "}
                  {limaShort(m.createdAt)} · mensaje {m.id}
                </p>
                <p className="break-words whitespace-pre-line">{m.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-fg-muted">La conversación no tiene mensajes.</p>
        )}
      </AdminSection>
    </div>
  );
}
