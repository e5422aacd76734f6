import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { SandboxDecision } from "@/components/payments/sandbox-decision";
import { buttonClasses } from "@/components/ui/button";
import { href, route } from "@/lib/config/route-registry";
import { returnStatusFor, type SandboxOutcome } from "@/lib/contracts/payments";
import { formatSoles } from "@/lib/format/money";
import { getCurrentUser } from "@/lib/server/auth/session";
import { AppError } from "@/lib/server/http/errors";
import { pageRequestVia } from "@/lib/server/http/page-request";
import { sandboxOrderView } from "@/lib/server/payments/sandbox-checkout";
import { cardPayment } from "@/lib/server/payments/providers";

export const metadata: Metadata = { title: route("trialPayment").title, robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * `/pago/prueba/{token}`: the built-in test provider's checkout (card payment "test", see
 * lib/server/payments/providers). It shows the order and lets the tester decide; nothing is
 * charged. 404 with a real provider, when card payment is off, and for a request that did not come
 * from this machine (the test provider serves only those).
 */
export default async function SandboxCheckoutPage({ params }: { params: Promise<{ token: string }> }) {
  const via = await pageRequestVia();
  if (cardPayment(via) !== "test") notFound();
  const { token } = await params;
  const user = await getCurrentUser();
  const banner = (
    <div role="note" className="rounded-card border-2 border-dashed border-warning-600 bg-warning-50 p-4">
      <p className="text-lg font-extrabold tracking-wide text-warning-800 uppercase">Pago de prueba</p>
      <p className="mt-1 text-sm text-warning-800">
        Esta página reemplaza a la pasarela de pago mientras Rumbo funciona sin un proveedor real: no se pide ninguna tarjeta y no se cobra
        nada.
      </p>
    </div>
  );
  if (!user) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-10">
        {banner}
        <h1 className="text-2xl font-extrabold text-fg">Inicia sesión para ver este pago</h1>
        <p className="text-neutral-700">Solo la cuenta que hizo el pedido puede decidir este pago de prueba.</p>
        <Link
          href={`${href("entrar")}?redirect=${encodeURIComponent(href("trialPayment", { token }))}`}
          className={buttonClasses({ className: "self-start" })}
        >
          Iniciar sesión
        </Link>
      </div>
    );
  }
  let view;
  try {
    view = await sandboxOrderView(user, token, via);
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "validation")) notFound();
    throw error;
  }
  const final = view.decision === "approved" || view.decision === "rejected";
  const allowed: SandboxOutcome[] = view.decision === "pending" ? ["approved", "rejected"] : ["approved", "rejected", "pending"];
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-10">
      {banner}
      <h1 className="text-2xl font-extrabold text-fg">Pago con tarjeta (prueba)</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card border border-border bg-surface p-4">
        <dt className="text-neutral-700">Plan</dt>
        <dd className="text-right font-semibold text-fg">{view.planName}</dd>
        <dt className="text-neutral-700">Monto</dt>
        <dd className="text-right text-xl font-extrabold text-fg" data-testid="sandbox-amount">
          {formatSoles(view.amountCents)}
        </dd>
        <dt className="text-neutral-700">Pedido</dt>
        <dd className="text-right font-mono text-xs break-all text-neutral-700">{view.orderId}</dd>
      </dl>
      {final ? (
        <>
          <p className="text-neutral-700">
            Este pago de prueba ya se decidió: <strong>{view.decision === "approved" ? "aprobado" : "rechazado"}</strong>.
          </p>
          <Link
            href={`${href("orderPayment", { status: returnStatusFor(view.decision!) })}?token=${encodeURIComponent(view.token)}`}
            className={buttonClasses({ className: "self-start" })}
          >
            Volver a Rumbo
          </Link>
        </>
      ) : (
        <>
          <p className="text-neutral-700">
            {view.decision === "pending"
              ? "El pago quedó pendiente. Decide ahora cómo termina:"
              : "Elige qué respondería la pasarela. Luego vuelves a Rumbo, que confirma el pago con el servidor."}
          </p>
          <SandboxDecision token={view.token} allowed={allowed} />
        </>
      )}
    </div>
  );
}
