import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { HandleRequest } from "@/components/admin/ops/actions";
import { FilterSelect, keepOf, limaShort, type SearchParams } from "@/components/admin/ops/page-bits";
import { requestListQuerySchema } from "@/lib/contracts/admin-sales";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { listMembershipRequests } from "@/lib/server/admin/requests";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminRequests").title };

const sourceLabels: Record<string, string> = { subscription: "Suscripción", blocked: "Contenido bloqueado", pricing: "Precios" };

export default async function RequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminRequests"));
  const { query, data, invalid } = await loadAdminList(requestListQuerySchema, await searchParams, (q) => listMembershipRequests(user, q));
  return (
    <AdminListPage
      title="Solicitudes de información"
      description="Estudiantes que pidieron información sobre los planes («Comienza tu plan ahora»). Márcalas atendidas al contactarlos."
      invalid={invalid}
      basePath={href("adminRequests")}
      query={query}
      data={data}
      keep={keepOf(query, ["state"])}
      rowKey={(r) => r.id}
      searchPlaceholder="Nombre o correo"
      emptyText="No hay solicitudes que coincidan."
      filters={
        <FilterSelect
          name="state"
          label="Estado"
          value={query.state}
          options={[
            { value: "open", label: "Pendientes" },
            { value: "handled", label: "Atendidas" },
          ]}
          allLabel="Todas"
        />
      }
      columns={[
        { key: "createdAt", label: "Fecha", sort: "createdAt", cell: (r) => limaShort(r.createdAt) },
        {
          key: "user",
          label: "Estudiante",
          cell: (r) => (
            <span className="flex flex-col">
              <span className="font-medium">{r.userName || "—"}</span>
              <span className="break-all text-fg-muted">{r.userEmail}</span>
              {r.userPhone ? <span className="text-fg-muted">{r.userPhone}</span> : null}
            </span>
          ),
        },
        { key: "source", label: "Desde", cell: (r) => sourceLabels[r.source] ?? r.source },
        { key: "handledAt", label: "Atendida", sort: "handledAt", cell: (r) => (r.handledAt ? limaShort(r.handledAt) : "Pendiente") },
        { key: "actions", label: "Acciones", cell: (r) => <HandleRequest id={r.id} handled={Boolean(r.handledAt)} /> },
      ]}
    />
  );
}
