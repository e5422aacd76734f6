import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { limaShort, type SearchParams } from "@/components/admin/ops/page-bits";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { listOutboxPage } from "@/lib/server/notifications/list-outbox";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminEmails").title };

export default async function OutboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminEmails"));
  const { query, data, invalid } = await loadAdminList(adminListQuerySchema, await searchParams, (q) => listOutboxPage(user, q));
  return (
    <AdminListPage
      title="Correos"
      description="Lo que Rumbo envió o tiene por enviar (correos y mensajes), el más nuevo primero. Los textos no se muestran aquí: llevan códigos y enlaces personales."
      invalid={invalid}
      caption="Bandeja de salida"
      basePath={href("adminEmails")}
      query={query}
      data={data}
      rowKey={(m) => m.id}
      searchLabel="Destinatario o asunto"
      searchPlaceholder="correo@ejemplo.pe"
      emptyText="No hay mensajes que coincidan."
      columns={[
        { key: "createdAt", label: "Fecha", cell: (m) => limaShort(m.createdAt) },
        { key: "to", label: "Para", cell: (m) => <span className="break-all">{m.to}</span> },
        { key: "subject", label: "Asunto", cell: (m) => m.subject },
        { key: "kind", label: "Tipo", cell: (m) => `${m.kind} (${m.channel})` },
        { key: "sentAt", label: "Enviado", cell: (m) => (m.sentAt ? limaShort(m.sentAt) : "En cola") },
      ]}
    />
  );
}
