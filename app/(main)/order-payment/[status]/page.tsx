import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PaymentResult } from "@/components/payments/payment-result";
import { returnStatuses, type ReturnStatus } from "@/lib/contracts/payments";
import { pageRequestVia } from "@/lib/server/http/page-request";
import { cardPayment } from "@/lib/server/payments/providers";
import { sandboxCheckoutPath } from "@/lib/server/payments/providers/sandbox";
import { route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("orderPayment").title, robots: { index: false } };
export const dynamic = "force-dynamic";

/** `/order-payment/{success|failure|pending}?token=…`: the provider sends the buyer back here. */
export default async function OrderPaymentPage({
  params,
  searchParams,
}: {
  params: Promise<{ status: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { status } = await params;
  if (!(returnStatuses as readonly string[]).includes(status)) notFound();
  const query = await searchParams;
  const token = typeof query.token === "string" && query.token.length >= 16 && query.token.length <= 200 ? query.token : null;
  const sandbox = cardPayment(await pageRequestVia()) === "test";
  return (
    <PaymentResult
      returnStatus={status as ReturnStatus}
      token={token}
      sandboxCheckoutUrl={sandbox && token ? sandboxCheckoutPath(token) : null}
    />
  );
}
