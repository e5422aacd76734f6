import type { Metadata } from "next";
import { AdminTable } from "@/components/admin/admin-table";
import { InvalidFilters, limaShort, PageHeader, readQuery, type SearchParams } from "@/components/admin/ops/page-bits";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { listOutboxPage } from "@/lib/server/notifications/list-outbox";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminEmails").title };

export default async function OutboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminEmails"));
  const { query, invalid } = readQuery(adminListQuerySchema, await searchParams);
  const data = await listOutboxPage(user, query);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Correos"
        description="Lo que Rumbo envió o tiene por enviar (correos y mensajes), el más nuevo primero. Los textos no se muestran aquí: llevan códigos y enlaces personales."
      />
      <InvalidFilters invalid={invalid} />
      <AdminTable
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
    </div>
  );
}
