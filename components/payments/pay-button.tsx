"use client";

import { describeTapError } from "@/lib/client/tap-error";
import Link from "@/components/ui/link";
import { useEffect, useState } from "react";
import { Button, buttonClasses, type ButtonVariant } from "@/components/ui/button";
import { findPlan } from "@/lib/pricing/plans";
import { useModalsStore } from "@/stores/modals";
import { signedInNow, useSessionStore } from "@/stores/session";
import { formatLimaDate } from "@/lib/format/dates";
import { resetPaymentOptions, usePaymentOptions } from "./use-payment-options";

/**
 * 'Pagar con tarjeta': the full-screen loader, `POST /api/payment`, then the
 * browser goes to the provider's page. Logged out, it opens the login modal and stays here.
 * The API client is loaded on click, so the pricing pages do not ship it.
 */
export function PayButton({
  planId,
  planName,
  source,
  variant = "primary",
  className,
}: {
  planId: number | string;
  planName: string;
  /** Where the button is, for the analytics event. */
  source: "pricing" | "blocked";
  variant?: ButtonVariant;
  className?: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = usePaymentOptions();
  const plan = findPlan(planId);
  const pending = plan ? options?.pending.find((p) => p.plan === plan.slug) : undefined;
  const current = plan && options?.current?.plan === plan.slug ? options.current : null;

  // Back from the provider with the browser's back button: the page comes from the bfcache with
  // the loader still on.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setBusy(false);
      useSessionStore.getState().setLoading(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const pay = async () => {
    setError(null);
    if (!signedInNow()) {
      useModalsStore.getState().open("loginModal");
      return;
    }
    const session = useSessionStore.getState();
    setBusy(true);
    session.setLoading(true);
    // The metrics sender, like the API client, is not part of the page's first load.
    void import("@/lib/api/metrics").then(
      (m) => m.track("page-change", "payment", { plan: planId, source }),
      () => {},
    );
    try {
      const { createPayment } = await import("@/lib/api/payments");
      const { redirect } = await createPayment(planId);
      resetPaymentOptions();
      window.location.assign(redirect);
    } catch (err) {
      const problem = await describeTapError(err);
      session.setLoading(false);
      setBusy(false);
      if (problem.status === 401) {
        useSessionStore.getState().clearSession();
        useModalsStore.getState().open("loginModal");
        return;
      }
      setError(problem.message);
    }
  };

  // No card payment on this site (a public site without a provider): the plan is asked for by
  // WhatsApp or e-mail, next to this (the pricing card's «Pide información»).
  if (options?.card === "off") {
    return (
      <p className={`${className ?? ""} rounded-control bg-neutral-100 p-3 text-sm text-neutral-800`}>
        El pago con tarjeta no está disponible por ahora: pide este plan por WhatsApp o correo y te ayudamos a activarlo.
      </p>
    );
  }
  // A payment for this plan still pending: paying again is blocked; the card leads to that order.
  if (pending) {
    return (
      <div className={className}>
        <Link href={pending.redirect} className={buttonClasses({ variant: "outline", fullWidth: true })}>
          Ver mi pago pendiente
        </Link>
        <p className="mt-2 text-sm text-neutral-700">
          Tienes un pago pendiente de este plan: no vuelvas a pagar. Tu plan se activa solo cuando se apruebe.
        </p>
      </div>
    );
  }

  return (
    <div className={className}>
      <Button
        type="button"
        variant={variant}
        fullWidth
        onClick={pay}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`Pagar con tarjeta el ${planName}`}
      >
        Pagar con tarjeta
      </Button>
      {current && plan ? (
        <p className="mt-2 text-sm text-neutral-700">
          Es tu plan actual, activo hasta el {formatLimaDate(current.endsAt)}. Si pagas de nuevo, se renueva desde esa fecha: suma{" "}
          {plan.days} días más.
        </p>
      ) : null}
      {options?.card === "test" ? <p className="mt-2 text-xs text-warning-800">Pago de prueba: no se cobra dinero.</p> : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
