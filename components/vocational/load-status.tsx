"use client";

import { Button } from "@/components/ui/button";
import type { CurrentProcess } from "./use-current-process";

/**
 * Whether her saved answers have arrived (a test section's shell): a polite status
 * while they load (she may already answer: what she answers wins), and an alert with a retry when
 * they cannot be read. The live region stays in place so that screen readers hear each change.
 */
export function LoadStatus({ state }: { state: CurrentProcess }) {
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="min-h-5 text-sm text-fg-muted" data-load-status={state.status}>
        {state.status === "loading" ? "Cargando tus respuestas guardadas…" : ""}
      </p>
      {state.status === "error" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-control border border-warning-200 bg-warning-50 p-3">
          <span className="text-warning-900">{state.message}</span>
          <Button type="button" variant="outline" size="sm" onClick={state.retry}>
            Reintentar
          </Button>
        </div>
      ) : null}
    </div>
  );
}
