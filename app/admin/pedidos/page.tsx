import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AdminRowLink } from "@/components/admin/admin-table";
import { FilterSelect, keepOf, limaShort, type SearchParams } from "@/components/admin/ops/page-bits";
import { orderListQuerySchema, orderProviderLabel, orderStatusLabels } from "@/lib/contracts/admin-sales";
import { formatSoles } from "@/lib/format/money";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { listOrders } from "@/lib/server/admin/orders";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminOrders").title };

export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminOrders"));
  const { query, data, invalid } = await loadAdminList(orderListQuerySchema, await searchParams, (q) => listOrders(user, q));
  return (
    <AdminListPage
      title="Pedidos"
      description="Pagos de planes: estado, monto, proveedor y sus referencias. Un pedido aprobado se marca reembolsado desde su página."
      invalid={invalid}
      basePath={href("adminOrders")}
      query={query}
      data={data}
      keep={keepOf(query, ["status"])}
      rowKey={(o) => o.id}
      searchPlaceholder="Correo, pedido o referencia del proveedor"
      emptyText="No hay pedidos que coincidan."
      filters={
        <FilterSelect
          name="status"
          label="Estado"
          value={query.status}
          options={Object.entries(orderStatusLabels).map(([value, label]) => ({ value, label }))}
        />
      }
      columns={[
        {
          key: "createdAt",
          label: "Fecha",
          sort: "createdAt",
          cell: (o) => <AdminRowLink href={href("adminOrder", { id: o.id })}>{limaShort(o.createdAt)}</AdminRowLink>,
        },
        { key: "user", label: "Comprador", cell: (o) => <span className="break-all">{o.userEmail}</span> },
        { key: "plan", label: "Plan", cell: (o) => o.planName },
        { key: "amount", label: "Monto", sort: "amount", align: "right", cell: (o) => formatSoles(o.amountCents) },
        { key: "status", label: "Estado", sort: "status", cell: (o) => orderStatusLabels[o.status] },
        {
          key: "provider",
          label: "Proveedor",
          cell: (o) => (
            <span className="flex flex-col">
              <span className={o.provider === "sandbox" ? "font-semibold text-warning-800" : undefined}>
                {orderProviderLabel(o.provider)}
              </span>
              {o.providerPaymentId ? <span className="break-all text-fg-muted">pago {o.providerPaymentId}</span> : null}
            </span>
          ),
        },
      ]}
    />
  );
}
