"use client";

import { useEffect, useState } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { track } from "@/lib/api/metrics";
import { useModalsStore } from "@/stores/modals";
import { useSessionStore } from "@/stores/session";

/**
 * 'Pagar con tarjeta' (spec §4 pay flow): the full-screen loader, `POST /api/payment`, then the
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
    if (!useSessionStore.getState().isLogged) {
      useModalsStore.getState().open("loginModal");
      return;
    }
    const session = useSessionStore.getState();
    setBusy(true);
    session.setLoading(true);
    track("page-change", "payment", { plan: planId, source });
    try {
      const { createPayment } = await import("@/lib/api/payments");
      const { redirect } = await createPayment(planId);
      window.location.assign(redirect);
    } catch (err) {
      const { toApiError } = await import("@/lib/api/errors");
      const problem = toApiError(err);
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
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
