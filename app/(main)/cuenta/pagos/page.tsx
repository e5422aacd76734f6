import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { groupAbandoned, orderStatusBadge, orderStatusLabel } from "@/components/payments/order-status";
import { formatLimaDate } from "@/lib/format/dates";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { ListSkeleton } from "@/components/ui/skeleton";
import { formatSoles } from "@/lib/format/money";
import { getCurrentUser } from "@/lib/server/auth/session";
import { listOrders } from "@/lib/server/payments/orders";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("cuentaPagos").title, robots: { index: false } };
export const dynamic = "force-dynamic";

/** The orders (the slow part), streamed under the title; checkouts left unpaid are grouped by plan. */
async function OrderList({ userId }: { userId: string }) {
  const all = await listOrders(userId);
  const { orders, abandoned } = groupAbandoned(all);
  return all.length === 0 ? (
    <div className="rounded-card border border-dashed border-border-strong p-6 text-center">
      <p className="text-neutral-700">Aún no tienes pagos.</p>
      <Link href={`${href("testOrientacion")}#pricing`} className={buttonClasses({ className: "mt-4" })}>
        Ver los planes
      </Link>
    </div>
  ) : (
    <>
      {orders.length ? (
        <ul className="flex flex-col gap-3" aria-label="Tus pagos">
          {orders.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-4"
            >
              <div>
                <p className="font-semibold text-fg">{order.planName}</p>
                <p className="text-sm text-neutral-700">
                  {formatLimaDate(order.createdAt)} · Pedido <span className="font-mono text-xs">{order.id.slice(0, 8)}</span>
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-bold text-fg">{formatSoles(order.amountCents)}</span>
                <Badge variant={orderStatusBadge[order.status]}>{orderStatusLabel[order.status]}</Badge>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-neutral-700">Aún no tienes pagos completados.</p>
      )}
      {abandoned.length ? (
        <section aria-labelledby="sin-completar" className="flex flex-col gap-2">
          <h2 id="sin-completar" className="text-lg font-bold text-fg">
            Pagos que no completaste
          </h2>
          <ul className="flex flex-col gap-2 text-sm text-neutral-700">
            {abandoned.map((a) => (
              <li key={a.plan} className="rounded-card border border-dashed border-border-strong p-3">
                <span className="font-semibold text-fg">{a.planName}</span>: abriste el pago{" "}
                {a.count === 1 ? "una vez" : `${a.count} veces`} sin terminarlo ({a.count === 1 ? "el" : "la última, el"}{" "}
                {formatLimaDate(a.lastAt)}). No se cobró nada.
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** `/cuenta/pagos` («Mis pagos»): the student's own orders, newest first (the same data as `GET /api/payment`). */
export default async function PaymentsPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(href("cuentaPagos"))}`);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <p>
        <Link href={href("cuenta")} className="text-sm font-semibold text-primary-700 underline">
          ← Mi cuenta
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold text-fg">Mis pagos</h1>
      <Suspense fallback={<ListSkeleton items={2} label="Cargando tus pagos…" />}>
        <OrderList userId={user.id} />
      </Suspense>
      <p className="text-sm text-neutral-700">Cada pago aprobado te llega con su recibo por correo.</p>
    </div>
  );
}
