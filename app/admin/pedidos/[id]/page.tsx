import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RefundOrder } from "@/components/admin/ops/actions";
import { AuditTrail, limaShort, PageHeader, Section } from "@/components/admin/ops/page-bits";
import { orderIdParamsSchema, orderProviderLabel, orderStatusLabels } from "@/lib/contracts/admin-sales";
import { formatSoles } from "@/lib/format/money";
import { getDb } from "@/lib/db/client";
import { listAudit } from "@/lib/server/audit";
import { getOrder } from "@/lib/server/admin/orders";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminOrder").title };

const sourceLabels: Record<string, string> = {
  create: "Creación",
  return: "Regreso del pago",
  webhook: "Aviso del proveedor",
  sandbox: "Pago de prueba",
  admin: "Back office",
};
const statusLabel = (s: string | null) => (s ? (orderStatusLabels[s as keyof typeof orderStatusLabels] ?? s) : "—");

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = await params;
  const user = await requireAdminPage(href("adminOrder", { id: encodeURIComponent(raw.id) }));
  const parsed = orderIdParamsSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const order = await getOrder(user, parsed.data.id).catch(() => notFound());
  const audit = await listAudit(await getDb(), "order", order.id);
  const facts: [string, string][] = [
    ["Estado", orderStatusLabels[order.status]],
    ["Monto", formatSoles(order.amountCents)],
    ["Plan", order.planName],
    ["Comprador", `${order.userName} · ${order.userEmail}`],
    ["Proveedor", orderProviderLabel(order.provider)],
    ["Checkout del proveedor", order.providerCheckoutId ?? "—"],
    ["Pago del proveedor", order.providerPaymentId ?? "—"],
    ["Creado", limaShort(order.createdAt)],
    ["Aprobado", limaShort(order.approvedAt)],
    ["Pedido", order.id],
  ];
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={`${order.provider === "sandbox" ? "Pago de prueba" : "Pedido"} de ${formatSoles(order.amountCents)} · ${orderStatusLabels[order.status]}`}
        back={{ href: href("adminOrders"), label: "Pedidos" }}
      />
      <Section id="datos" title="Datos">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {facts.map(([k, v]) => (
            <div key={k} className="flex min-w-0 flex-col">
              <dt className="font-medium text-fg-muted">{k}</dt>
              <dd className="break-all text-fg">{v}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="eventos" title="Eventos del pedido">
        <ol className="flex flex-col gap-2 text-sm">
          {order.events.map((e) => (
            <li key={e.id} className="rounded-lg border border-border p-3">
              <p className="font-medium text-fg">
                {statusLabel(e.fromStatus)} → {statusLabel(e.toStatus)} · {sourceLabels[e.source] ?? e.source}
              </p>
              <p className="text-fg-muted">
                <time dateTime={e.createdAt}>{limaShort(e.createdAt)}</time>
                {e.providerPaymentId ? ` · pago ${e.providerPaymentId}` : ""}
              </p>
              {e.detail && Object.keys(e.detail).length ? <p className="mt-1 break-all text-fg-muted">{JSON.stringify(e.detail)}</p> : null}
            </li>
          ))}
        </ol>
      </Section>
      <Section id="membresia" title="Membresía que dio">
        {order.memberships.length ? (
          <ul className="text-sm">
            {order.memberships.map((m) => (
              <li key={m.id}>
                {m.planSlug}: del {limaShort(m.startsAt)} al {limaShort(m.endsAt)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">Ninguna.</p>
        )}
        {order.status === "approved" ? <RefundOrder id={order.id} /> : null}
      </Section>
      <AuditTrail entries={audit} />
    </div>
  );
}
