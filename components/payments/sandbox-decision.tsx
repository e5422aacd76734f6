"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { decideSandboxPayment } from "@/lib/api/payments";
import { toApiError } from "@/lib/api/errors";
import type { SandboxOutcome } from "@/lib/contracts/payments";
import { useSessionStore } from "@/stores/session";

const choices: Array<{ outcome: SandboxOutcome; label: string; variant: "primary" | "danger" | "outline" }> = [
  { outcome: "approved", label: "Aprobar", variant: "primary" },
  { outcome: "rejected", label: "Rechazar", variant: "danger" },
  { outcome: "pending", label: "Dejar pendiente", variant: "outline" },
];

/** The test provider's three buttons: record the decision, then go back to Rumbo like a real provider. */
export function SandboxDecision({ token, allowed }: { token: string; allowed: SandboxOutcome[] }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<SandboxOutcome | null>(null);

  const decide = async (outcome: SandboxOutcome) => {
    setError(null);
    setBusy(outcome);
    useSessionStore.getState().setLoading(true);
    try {
      const { redirect } = await decideSandboxPayment(token, outcome);
      window.location.assign(redirect);
    } catch (err) {
      useSessionStore.getState().setLoading(false);
      setBusy(null);
      setError(toApiError(err).message);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        {choices
          .filter((c) => allowed.includes(c.outcome))
          .map((c) => (
            <Button key={c.outcome} type="button" variant={c.variant} size="lg" disabled={busy !== null} onClick={() => decide(c.outcome)}>
              {c.label}
            </Button>
          ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
