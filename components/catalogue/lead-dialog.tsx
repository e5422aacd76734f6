"use client";

import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { LeadDialogProps } from "./lead-dialog-form";

const loadForm = () => import("./lead-dialog-form").then((m) => ({ default: m.LeadDialogForm }));
const LeadDialogForm = lazy(loadForm);

/**
 * The 'Solicitar información' button. The form itself is fetched when the button is pointed at,
 * focused or pressed, so a profile page does not download it up front; once opened it stays
 * mounted, and what was typed survives closing and reopening. `warning` (a place SUNEDU denied)
 * is shown beside the button and read with it: such a place is never offered without it.
 */
export function LeadDialog({ warning, ...props }: LeadDialogProps & { warning?: string | null }) {
  const warningId = useId();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  return (
    <>
      <Button
        variant="accent"
        aria-haspopup="dialog"
        aria-describedby={warning ? warningId : undefined}
        // Not `loading` (it disables the button, which drops the focus the dialog gives back on closing).
        aria-busy={mounted && open && !ready ? true : undefined}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Solicitar información
      </Button>
      {warning ? (
        <p id={warningId} role="note" data-testid="lead-warning" className="basis-full text-sm font-semibold text-danger-800">
          ⚠ {warning}
        </p>
      ) : null}
      {mounted ? (
        <Suspense fallback={null}>
          <LeadDialogForm {...props} open={open} onOpenChange={setOpen} onReady={() => setReady(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
