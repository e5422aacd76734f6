import "server-only";
import type { OrderStatus, SandboxDecisionResponse, SandboxOutcome } from "@/lib/contracts/payments";
import { returnStatusFor } from "@/lib/contracts/payments";
import type { SessionUser } from "@/lib/contracts/session";
import { AppError, notFound } from "../http/errors";
import { findPlan } from "@/lib/pricing/plans";
import { paymentProvider, providerNamed } from "./providers";
import { recordSandboxDecision } from "./providers/sandbox";
import { afterMove, applyProviderStatus, asStatus, ownOrderByToken } from "./orders";

/**
 * The built-in test provider's checkout (`/pago/prueba/{token}`), served only to requests from
 * this machine: the order behind the page, and the decision that moves it like a webhook would.
 */
export type SandboxOrderView = {
  orderId: string;
  token: string;
  planName: string;
  sessions: number;
  amountCents: number;
  status: OrderStatus;
  decision: SandboxOutcome | null;
};

/** The test checkout exists only where the test provider serves: for requests from this machine. */
function requireSandbox(via: { loopback: boolean }) {
  if (paymentProvider(via)?.name !== "sandbox") throw notFound();
}

/** The order behind a sandbox checkout page, only for its owner (404 otherwise). */
export async function sandboxOrderView(user: SessionUser, token: string, via: { loopback: boolean }): Promise<SandboxOrderView> {
  requireSandbox(via);
  const order = await ownOrderByToken(user.id, token);
  if (order.provider !== "sandbox") throw notFound();
  const lookup = await providerNamed("sandbox").lookup({ orderId: order.id });
  const plan = findPlan(order.planSlug);
  return {
    orderId: order.id,
    token: order.token,
    planName: plan?.name ?? order.planSlug,
    sessions: plan?.sessions ?? 0,
    amountCents: order.amountCents,
    status: asStatus(order.status),
    decision: lookup.status === "created" ? null : (lookup.status as SandboxOutcome),
  };
}

/**
 * `POST /api/payment/sandbox/{token}`: the test provider decides (like a card network would),
 * then notifies the server the way a webhook does. A final decision is not changed afterwards.
 */
export async function decideSandboxPayment(
  user: SessionUser,
  token: string,
  outcome: SandboxOutcome,
  via: { loopback: boolean },
): Promise<SandboxDecisionResponse> {
  requireSandbox(via);
  const order = await ownOrderByToken(user.id, token);
  if (order.provider !== "sandbox") throw notFound();
  const recorded = await recordSandboxDecision(order.id, outcome);
  if (recorded.outcome !== outcome) {
    throw new AppError("conflict", "Este pago de prueba ya se decidió: no se puede cambiar.");
  }
  const lookup = await providerNamed("sandbox").lookup({ orderId: order.id });
  const result = await applyProviderStatus(order.id, lookup, "sandbox");
  await afterMove(order.id, result);
  const status = result?.status ?? asStatus(order.status);
  return {
    orderId: order.id,
    outcome,
    status,
    redirect: `/order-payment/${returnStatusFor(outcome)}?token=${encodeURIComponent(order.token)}`,
  };
}
